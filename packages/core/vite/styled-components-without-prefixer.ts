import type { Plugin } from 'vite';
import { editText } from './text-edits.ts';

/**
 * styled-components runs stylis' vendor prefixer only when a StyleSheetManager asks for it
 * (`enableVendorPrefixes`, off by default; the app sets none: the browsers it serves need no
 * prefixes), yet the call keeps the prefixer and its tables in every bundle (1 KB gzip). The
 * edit drops that one call in styled-components' ES module builds.
 */
export function styledComponentsWithoutPrefixer(): Plugin {
  return {
    name: 'styled-components-without-prefixer',
    apply: 'build',
    transform(code, id) {
      // The ES module builds, browser and server (the SSR bundle renders the same CSS).
      if (!/[\\/]styled-components[\\/]dist[\\/]styled-components(?:\.browser)?\.esm\.js$/.test(id))
        return null;
      const edit = {
        what: 'the vendor prefixer',
        text: /\b\w+\.prefix&&\w+\.push\(\w+\.prefixer\),/,
        by: '',
      };
      return { code: editText(code, id, [edit]), map: null };
    },
  };
}
