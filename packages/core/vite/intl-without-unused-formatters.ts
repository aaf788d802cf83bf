import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { packageRoot } from './paths.ts';
import { editText, type TextEdit } from './text-edits.ts';

/**
 * The formatters of @formatjs/intl's `createIntl` that the app never calls (lists, display names,
 * durations, date ranges and the `…ToParts` variants): the intl object binds every formatter, so
 * the bundler keeps them all, with their option tables and Intl constructors (0.5 KB gzip). The
 * edits leave them out of the object; the build fails when the app's code calls one (or renders
 * the react-intl component that does), so that they come back with their first use.
 */
const UNUSED_INTL_FORMATTERS = [
  'formatNumberToParts',
  'formatDuration',
  'formatDurationToParts',
  'formatDateToParts',
  'formatTimeToParts',
  'formatDateTimeRange',
  'formatList',
  'formatListToParts',
  'formatDisplayName',
];
const UNUSED_INTL_USE = new RegExp(
  `\\.(?:${UNUSED_INTL_FORMATTERS.join('|')})\\b|<Formatted(?:List|DisplayName|Duration|DateTimeRange|NumberParts|DateParts|TimeParts|ListParts)\\b`,
);
const INTL_EDITS: TextEdit[] = [
  {
    what: 'unused formatters',
    text: new RegExp(
      `^\\s*(?:${UNUSED_INTL_FORMATTERS.join('|')}): \\w+\\.bind\\(null, resolvedConfig, formatters\\.\\w+\\),?\\n`,
      'gm',
    ),
    by: '',
  },
  {
    what: 'their memoized Intl constructors',
    text: /^\s*(?:getDurationFormat|getListFormat|getDisplayNames): memoize\([\s\S]*?\n\s*\}\),?\n/gm,
    by: '',
  },
];

export function intlWithoutUnusedFormatters(): Plugin {
  const sources = path.join(packageRoot, 'src');
  return {
    name: 'intl-without-unused-formatters',
    apply: 'build',
    buildStart() {
      for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        const use = UNUSED_INTL_USE.exec(readFileSync(path.join(sources, file), 'utf8'));
        if (use)
          this.error(
            `vite/intl-without-unused-formatters.ts leaves @formatjs/intl's ${use[0]} out of the build, and src/${file} ` +
              'uses it: remove it from UNUSED_INTL_FORMATTERS.',
          );
      }
    },
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]@formatjs[\\/]intl[\\/]index\.js$/.test(id)) return null;
      return { code: editText(code, id, INTL_EDITS), map: null };
    },
  };
}
