import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { gzipAsync } from '@gfx/zopfli';
import { constants as zlibConstants, type InputType } from 'node:zlib';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * The message catalogs compiled to ICU ASTs at build time, so the browser does not need the
 * ICU parser (react-intl's documented size optimization, ~10 KB gzip): the parser import is
 * aliased to its no-parser build below. The catalogs stay plain JSON in the sources.
 */
function precompiledMessages(): Plugin {
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

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * react-router 7's package exports name only its development build (dev warnings on, route
 * checks, about 30% more code): remix-run/react-router#14102 and #14753. The package ships the
 * production build beside it; both bundles take that one (react-router-dom re-exports it).
 */
const require = createRequire(import.meta.url);
const reactRouterDir = path.dirname(
  require.resolve('react-router/package.json', {
    paths: [path.dirname(require.resolve('react-router-dom/package.json'))],
  }),
);
/**
 * The framework's packages (React, react-router, styled-components, react-intl, SWR and their
 * dependencies), which every page loads before it runs.
 */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion[\\/][^\\/]+|tslib|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|swr|use-sync-external-store|dequal)[\\/]/;

const SHELL_ROOT = path.join(here, 'src/app/start.ts');
/**
 * The entry's file, and the files every page has loaded before the app shell runs: the entry, the
 * bundler's runtime, the framework and the shell (the input and groups named below; a chunk's
 * file is `<name>-<hash>.js`).
 */
const ENTRY_CHUNK = /(?:^|\/)main-[\w-]+\.js$/;
const LOADED_FIRST = /^(?:main|rolldown-runtime|framework|start)-[\w-]+\.js$/;
const ENTRY = path.join(here, 'src/entry-client.tsx');

/** The modules `root` imports statically, directly or not (itself included). */
function staticClosure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The pages a visitor reaches from a search engine or a link: the job lists and the offer and
 * company pages. What two or more of them share (offer cards, logos, the search form's fields,
 * formatting helpers) is one chunk, `listing`: a page loaded a dozen small shared chunks, each
 * compressed alone, and together they compress a quarter smaller (2.7 KB gzip on the search
 * page), for a few hundred bytes that one page does not use.
 */
const LISTING_PAGES = [
  'home.tsx',
  'find-job.tsx',
  'offer.tsx',
  'company.tsx',
  'companies-hiring.tsx',
  'category.tsx',
].map((file) => path.join(here, 'src/app/routes', file));
const OTHER_LANDING_PAGES =
  /[\\/]src[\\/]app[\\/](?:layouts[\\/]|routes[\\/](?:auth[\\/]|newsletter-token\.tsx$|alert-token\.tsx$|privacy\.tsx$))/;

let groups: Map<string, string> | undefined;
/**
 * The group of a client module: 'framework', 'start' (the app shell), 'listing' (shared by the
 * listing pages), or automatic chunking (null).
 */
function chunkOfShell(id: string, ctx: ChunkingContext): string | null {
  if (FRAMEWORK_MODULES.test(id)) return 'framework';
  if (!groups) {
    groups = new Map();
    // What the entry itself imports stays in the entry (it runs before the shell is fetched).
    const entry = staticClosure(ENTRY, ctx);
    const shell = [...staticClosure(SHELL_ROOT, ctx)].filter((m) => !entry.has(m));
    for (const m of shell) groups.set(m, 'start');
    // What the other pages a visitor lands on (sign-in, sign-up, the e-mailed links, the privacy
    // policy) or a layout import stays out of the group: they never load the listing pages' chunk. A lazy
    // part of a listing page (a dialog, suggestions) and the signed-in screens may load it.
    const lazyRoots = new Set<string>();
    const seen = new Set<string>();
    const stack = [ENTRY];
    while (stack.length) {
      const info = ctx.getModuleInfo(stack.pop()!);
      if (!info || seen.has(info.id)) continue;
      seen.add(info.id);
      stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
      for (const d of info.dynamicallyImportedIds) lazyRoots.add(d);
    }
    const elsewhere = new Set<string>();
    for (const root of lazyRoots)
      if (OTHER_LANDING_PAGES.test(root))
        for (const m of staticClosure(root, ctx)) elsewhere.add(m);
    const users = new Map<string, string[]>();
    for (const page of LISTING_PAGES)
      for (const m of staticClosure(page, ctx))
        if (!groups.has(m) && !entry.has(m) && !elsewhere.has(m) && !FRAMEWORK_MODULES.test(m))
          users.set(m, [...(users.get(m) ?? []), path.basename(page, '.tsx')]);
    // Shared by three pages or more: `listing`. By two (the search form of the home and search
    // pages): a chunk of those two, which the other pages and the signed-in screens do not load.
    for (const [m, pages] of users) {
      if (pages.length < 2 || LISTING_PAGES.includes(m)) continue;
      groups.set(m, pages.length > 2 ? 'listing' : `listing-${pages.join('-')}`);
    }
  }
  return groups.get(id) ?? null;
}

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
 * One edit of a library's code as text, at build time. `text` must be found (every occurrence
 * is replaced when it is global): a release that words it otherwise fails the build with the
 * edit's name, instead of silently keeping the code the edit was there to drop.
 */
interface TextEdit {
  what: string;
  text: RegExp;
  by: string;
}

/** A file's code with its edits made; throws, naming the file and edit, when one finds nothing. */
function editText(code: string, id: string, edits: TextEdit[]): string {
  let out = code;
  for (const edit of edits) {
    edit.text.lastIndex = 0;
    if (!edit.text.test(out))
      throw new Error(
        `vite.config.ts: the build edits ${path.basename(id)} (${edit.what}) but no longer finds ` +
          `${String(edit.text)}: the library changed; update or remove the edit.`,
      );
    edit.text.lastIndex = 0;
    out = out.replace(edit.text, edit.by);
  }
  return out;
}

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

function treeShakableLibraries(): Plugin {
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
          `vite.config.ts: react-router's production build no longer holds the code of these ` +
            `edits: ${missing.map((e) => e.what).join(', ')}. The library changed; update or ` +
            'remove them.',
        );
    },
  };
}

/**
 * styled-components runs stylis' vendor prefixer only when a StyleSheetManager asks for it
 * (`enableVendorPrefixes`, off by default; the app sets none: the browsers it serves need no
 * prefixes), yet the call keeps the prefixer and its tables in every bundle (1 KB gzip). The
 * edit drops that one call in styled-components' ES module builds.
 */
function styledComponentsWithoutPrefixer(): Plugin {
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

function intlWithoutUnusedFormatters(): Plugin {
  const sources = path.join(here, 'src');
  return {
    name: 'intl-without-unused-formatters',
    apply: 'build',
    buildStart() {
      for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
        const use = UNUSED_INTL_USE.exec(readFileSync(path.join(sources, file), 'utf8'));
        if (use)
          this.error(
            `vite.config.ts leaves @formatjs/intl's ${use[0]} out of the build, and src/${file} ` +
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

/**
 * SWR imports useSyncExternalStore from `use-sync-external-store/shim`, a stand-in for React
 * before 18 that, on React 18 and later, hands back React's own hook. The app runs on React 19:
 * the import is React's hook itself, without the stand-in's code (0.3 KB gzip). A React older than
 * 18 fails the build here.
 */
function reactOwnSyncExternalStore(): Plugin {
  const virtualId = '\0react-use-sync-external-store';
  const reactMajor = Number(
    (
      JSON.parse(readFileSync(require.resolve('react/package.json'), 'utf8')) as { version: string }
    ).version.split('.')[0],
  );
  return {
    name: 'react-own-use-sync-external-store',
    enforce: 'pre',
    resolveId(source) {
      if (source !== 'use-sync-external-store/shim') return null;
      if (reactMajor < 18)
        this.error(`vite.config.ts: React ${reactMajor} has no useSyncExternalStore of its own.`);
      return virtualId;
    },
    load: (id) => (id === virtualId ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * Scripts and styles are compressed once, at build time, at the best ratio (the server sends
 * these files as they are: @fastify/static `preCompressed`), instead of on every request at the
 * fast levels an on-the-fly compressor must use: gzip by zopfli (about 3 % smaller than gzip -9)
 * and brotli at quality 11.
 *
 * FAST_PRECOMPRESS=1 (the test runs' builds): the same .gz and .br files at zlib's fast levels,
 * seconds instead of half a minute. Tests check that the files exist and are sent as built,
 * not how small they are; a deployed build never sets it.
 */
function precompressedAssets(): Plugin {
  const fast = process.env.FAST_PRECOMPRESS === '1';
  return compression({
    include: /\.(?:js|css|svg)$/,
    threshold: 1024,
    algorithms: fast
      ? [
          defineAlgorithm('gzip', { level: 1 }),
          defineAlgorithm('brotliCompress', {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 },
          }),
        ]
      : [
          defineAlgorithm(
            // The plugin hands each file over as bytes (a Uint8Array), whatever its type says.
            async (input: InputType) =>
              Buffer.from(await gzipAsync(input as Uint8Array, { numiterations: 15 })),
            {},
          ),
          'brotliCompress',
        ],
    logLevel: 'silent',
  });
}

const generated = process.env.GENERATED_DIR ?? path.resolve(here, '../../.generated');

/**
 * Two builds: the client bundle (`vite build`: entry + one chunk per route, a
 * manifest for the asset tags) and the SSR bundle (`vite build --ssr`), both git-ignored.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle inlines React: pick its production build at build time.
  // The browser bundle leaves out what only the server render needs (src/env.d.ts).
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify('production') }
    : { 'import.meta.env.BROWSER_BUNDLE': 'true' },
  resolve: {
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      {
        find: /^react-router$/,
        replacement: path.join(reactRouterDir, 'dist/production/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
      },
    ],
  },
  plugins: [
    precompiledMessages(),
    treeShakableLibraries(),
    styledComponentsWithoutPrefixer(),
    reactOwnSyncExternalStore(),
    intlWithoutUnusedFormatters(),
    isSsrBuild ? null : precompressedAssets(),
    // A new build (e.g. the bench's second client build) learns the shell's modules anew.
    { name: 'shell-chunk', buildStart: () => void (groups = undefined) },
    react(),
    // ANALYZE=1 prints the biggest modules of each chunk (rendered, before gzip).
    process.env.ANALYZE
      ? {
          name: 'analyze-chunks',
          generateBundle(
            _options: unknown,
            bundle: Record<
              string,
              { type: string; modules?: Record<string, { renderedLength: number }> }
            >,
          ) {
            for (const [file, chunk] of Object.entries(bundle)) {
              if (chunk.type !== 'chunk' || !chunk.modules) continue;
              const byPkg = new Map<string, number>();
              for (const [id, m] of Object.entries(chunk.modules)) {
                const pkg =
                  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
                    id,
                  )?.[1] ?? 'src';
                byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + m.renderedLength);
              }
              const top = [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 8);
              console.log(file, top.map(([k, v]) => `${k}:${Math.round(v / 1024)}k`).join(' '));
            }
          },
        }
      : null,
  ],
  // styled-components' compiler pass, built into Oxc: the CSS in each template minified, the
  // definitions marked pure (unused ones are dropped) and a componentId from the file and position,
  // the same in the server and the client bundle whatever order their chunks load in.
  oxc: {
    plugins: {
      styledComponents: {
        displayName: false,
        fileName: false,
        ssr: true,
        minify: true,
        pure: true,
      },
    },
  },
  base: '/assets/',
  // styled-components has no `exports` map: bundle it so Node ESM gets the named exports. The
  // SSR bundle is self-contained (noExternal: true) because .generated/ssr sits outside every
  // package's node_modules, where pnpm's strict layout would not resolve react from.
  ssr: { noExternal: isSsrBuild ? true : ['styled-components'] },
  build: isSsrBuild
    ? {
        outDir: path.join(generated, 'ssr'),
        emptyOutDir: true,
        ssr: 'src/entry-server.tsx',
        target: 'node20',
        rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: path.join(generated, 'client'),
        emptyOutDir: true,
        manifest: true,
        // A lazy chunk's preload list (the files Vite fetches beside it) leaves out those every
        // page has run before the app can import anything: their names were an array in every
        // dynamic import of the app shell and the pages. The entry's own import of the shell
        // keeps its full list.
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) =>
            ENTRY_CHUNK.test(hostId) ? deps : deps.filter((d) => !LOADED_FIRST.test(d)),
        },
        assetsDir: '',
        target: 'es2022',
        rollupOptions: {
          input: { main: 'src/entry-client.tsx' },
          // The bundler's timing report names the callbacks that take most of a build: here the
          // precompression of every script at its best ratio (precompressedAssets), which is
          // meant to take that time once per build; it is no problem to report.
          checks: { bundlerTimings: false },
          output: {
            // Every page needs the framework and the app shell (app/start.ts and all it imports)
            // before it runs: one chunk of each, instead of the dozen pieces automatic chunking
            // cut them into (and cut anew whenever an app module moved), each with its own
            // request, import list and weaker compression. What route chunks share among
            // themselves is still chunked automatically.
            // Not each group's imports as well: the shell is already the closure of start.ts minus
            // what the entry holds (chunk-reload, the preload helper), which must stay there.
            codeSplitting: {
              includeDependenciesRecursively: false,
              // A group named by a function needs a label of its own in the bundler's reports.
              groups: [{ name: chunkOfShell, debugName: 'framework-and-shell' }],
            },
          },
        },
      },
}));
