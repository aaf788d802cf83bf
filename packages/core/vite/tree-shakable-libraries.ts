import path from 'node:path';
import type { Plugin } from 'vite';
import { reactRouterDir } from './paths.ts';
import { editText, type TextEdit } from './text-edits.ts';

/**
 * Code the app's data router never runs (framework mode, server components, an option the app
 * does not pass), but that the parts it does use reference, so the bundler keeps it (about 3 KB
 * gzip):
 * - `<Link prefetch>` renders `<PrefetchPageLinks>`, which reads the framework's route manifest
 *   (absent here: `prefetch` does nothing in a data router) and pulls in the module-link and
 *   single-fetch helpers. The app passes no `prefetch` (the default, "none", never prefetches):
 *   Link keeps its plain anchor.
 * - The route error boundary wraps its content in `RSCErrorHandler` only inside an RSC router
 *   (its context is false otherwise).
 * - Route and router instrumentation (createBrowserRouter's `instrumentations` option, which
 *   the app does not pass): the branches that wrap the routes and the router go, and with them
 *   the wrappers.
 */
const FRAMEWORK_ONLY_CODE: TextEdit[] = [
  {
    what: "Link's prefetch hook",
    text: /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/,
    by: 'let shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};',
  },
  {
    what: "Link's prefetch links",
    text: /return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ (React\d*)\.createElement\(\1\.Fragment, null, link, \/\* @__PURE__ \*\/ \1\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/,
    by: 'return link;',
  },
  {
    what: 'instrumentations',
    text: /if \(init\.instrumentations\) \{/g,
    by: 'if (false) {',
  },
  {
    what: 'RSCErrorHandler',
    text: /if \(this\.context\) \{\s*return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler, \{ error \}, result\);\s*\}/,
    by: '',
  },
];

/**
 * Libraries that assign `displayName` to their components at the top level (a DevTools label,
 * which only development builds show) and do not mark their wrapping calls pure: the bundler
 * keeps every component, whether the app uses it or not. The edits mark the calls pure and drop
 * the assignments, so unused components are tree-shaken. Only the builds named here are touched.
 * - react-router's production build (NavLink, Form, fetcher forms, HistoryRouter: 1.7 KB gzip),
 *   with the framework-only code above. Its code is split in several files: each edit must be
 *   found in one of them (checked when the build ends).
 * - react-intl (FormattedMessage, FormattedRelativeTime, the parts components: the app calls
 *   `useIntl()` and renders one FormattedDate).
 */
const DISPLAY_NAME = /^\s*[\w$]+\.displayName = "[^"]*";$/gm;
const REACT_INTL_EDITS: TextEdit[] = [
  { what: 'displayName assignments', text: DISPLAY_NAME, by: '' },
  {
    what: 'formatted components',
    text: /^const (Formatted\w+) = (create\w+Component)\(/gm,
    by: 'const $1 = /* @__PURE__ */ $2(',
  },
  {
    what: 'memoized FormattedMessage',
    text: /^const MemoizedFormattedMessage = React\.memo\(/m,
    by: 'const MemoizedFormattedMessage = /* @__PURE__ */ React.memo(',
  },
];

export function treeShakableLibraries(): Plugin {
  const routerBuild = path.join(reactRouterDir, 'dist/production') + path.sep;
  const routerEditsFound = new Set<string>();
  let routerSeen = false;
  return {
    name: 'tree-shakable-libraries',
    apply: 'build',
    buildStart() {
      routerEditsFound.clear();
      routerSeen = false;
    },
    transform(code, id) {
      if (/[\\/]node_modules[\\/]react-intl[\\/]index\.js$/.test(id))
        return { code: editText(code, id, REACT_INTL_EDITS), map: null };
      if (!id.startsWith(routerBuild)) return null;
      routerSeen = true;
      let out = code
        .replace(DISPLAY_NAME, '')
        .replace(/^var ([\w$]+) = (React\d*\.forwardRef)\(/gm, 'var $1 = /* @__PURE__ */ $2(');
      for (const edit of FRAMEWORK_ONLY_CODE) {
        edit.text.lastIndex = 0;
        if (!edit.text.test(out)) continue;
        routerEditsFound.add(edit.what);
        out = editText(out, id, [edit]);
      }
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (error || !routerSeen) return;
      const missing = FRAMEWORK_ONLY_CODE.filter((e) => !routerEditsFound.has(e.what));
      if (missing.length)
        this.error(
          `vite/tree-shakable-libraries.ts: react-router's production build no longer holds the code of these ` +
            `edits: ${missing.map((e) => e.what).join(', ')}. The library changed; update or ` +
            'remove them.',
        );
    },
  };
}
