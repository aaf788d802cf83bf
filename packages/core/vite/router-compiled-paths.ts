import path from 'node:path';
import type { Plugin } from 'vite';
import { reactRouterDir } from './paths.ts';
import { editText, type TextEdit } from './text-edits.ts';

/**
 * react-router turns a route's path into a regular expression each time it compares a location
 * with it (compilePath keeps nothing): the server's render matches every request against the
 * route table, and each comparison built its expressions anew (the expressions and their garbage,
 * for every route tried, on every page rendered). The SSR build only (vite.config.ts). The edit
 * keeps each compiled path by path, case and end. The paths are the app's own (the route table and
 * patterns written in the code, never a visitor's URL), so the map stays small; it is bounded all
 * the same. The expressions have no global flag: sharing them keeps no state between matches,
 * and the parameter lists are only read.
 */
const COMPILED_PATHS_MAX = 1000;
const COMPILE_PATH: TextEdit = {
  what: 'compiled paths kept',
  text: /^function compilePath\(path, caseSensitive = false, end = true\) \{$/m,
  by: `const compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  const key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === void 0) {
    if (compiledPaths.size >= ${COMPILED_PATHS_MAX}) compiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathUncached(path, caseSensitive = false, end = true) {`,
};

export function routerCompiledPaths(): Plugin {
  const routerBuild = path.join(reactRouterDir, 'dist/production') + path.sep;
  let found = false;
  let routerSeen = false;
  return {
    name: 'router-compiled-paths',
    apply: 'build',
    buildStart() {
      found = false;
      routerSeen = false;
    },
    transform(code, id) {
      if (!id.startsWith(routerBuild)) return null;
      routerSeen = true;
      // The build is split in several files: the function is in one of them.
      COMPILE_PATH.text.lastIndex = 0;
      if (!COMPILE_PATH.text.test(code)) return null;
      found = true;
      return { code: editText(code, id, [COMPILE_PATH]), map: null };
    },
    buildEnd(error) {
      if (error || !routerSeen || found) return;
      this.error(
        "vite/router-compiled-paths.ts: react-router's production build no longer holds " +
          `${String(COMPILE_PATH.text)}. The library changed; update or remove the edit.`,
      );
    },
  };
}
