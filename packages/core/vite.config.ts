import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { analyzeChunks } from './vite/analyze-chunks.ts';
import { chunkOfShell, ENTRY_CHUNK, LOADED_FIRST, shellChunk } from './vite/chunking.ts';
import { intlWithoutUnusedFormatters } from './vite/intl-without-unused-formatters.ts';
import { packageRoot, reactRouterDir } from './vite/paths.ts';
import { precompiledMessages } from './vite/precompiled-messages.ts';
import { precompressedAssets } from './vite/precompressed-assets.ts';
import { reactOwnSyncExternalStore } from './vite/react-own-sync-external-store.ts';
import { routerCompiledPaths } from './vite/router-compiled-paths.ts';
import { styledComponentsWithoutPrefixer } from './vite/styled-components-without-prefixer.ts';
import { treeShakableLibraries } from './vite/tree-shakable-libraries.ts';

// The build's own plugins and the code-splitting rules are in vite/, one file each.
const generated = process.env.GENERATED_DIR ?? path.resolve(packageRoot, '../../.generated');

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
    // The server's render only: in the browser a path is matched a few times a page, and the
    // edit would add a tenth of a kilobyte to every first load.
    isSsrBuild ? routerCompiledPaths() : null,
    styledComponentsWithoutPrefixer(),
    reactOwnSyncExternalStore(),
    intlWithoutUnusedFormatters(),
    isSsrBuild ? null : precompressedAssets(),
    shellChunk(),
    react(),
    // ANALYZE=1 prints the biggest modules of each chunk (rendered, before gzip).
    process.env.ANALYZE ? analyzeChunks() : null,
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
