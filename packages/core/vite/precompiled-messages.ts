import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The message catalogs compiled to ICU ASTs at build time, so the browser does not need the
 * ICU parser (react-intl's documented size optimization, ~10 KB gzip): the parser import is
 * aliased to its no-parser build below. The catalogs stay plain JSON in the sources.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]src[\\/]i18n[\\/](?:[\w-]+[\\/])*(?:fr|en)-CA\.json$/.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const ast = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)]));
      return { code: `export default ${JSON.stringify(ast)};`, moduleType: 'js' };
    },
  };
}
