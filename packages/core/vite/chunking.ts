import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { packageRoot } from './paths.ts';
import { SYNC_EXTERNAL_STORE_MODULE } from './react-own-sync-external-store.ts';

type ChunkingContext = Rolldown.ChunkingContext;

/** Modules of the named packages (a name may be a pattern: `@formatjs/...`). */
const packagesPattern = (names: string[]) =>
  new RegExp(`[\\/]node_modules[\\/](?:${names.join('|')})[\\/]`);

/**
 * The libraries the app builds on, beside React: a chunk of their own (`framework-app`, rooted
 * in src/app/framework-app.ts) that the entry evaluates in the task after React's, so that
 * neither evaluation is one long task (entry-client.tsx).
 */
const FRAMEWORK_APP_PACKAGES = [
  'react-router',
  'react-router-dom',
  'styled-components',
  'stylis',
  '@emotion[\\/][^\\/]+',
  'tslib',
  'react-intl',
  '@formatjs[\\/][^\\/]+',
  'intl-messageformat',
];
const FRAMEWORK_APP_MODULES = packagesPattern(FRAMEWORK_APP_PACKAGES);

/**
 * The framework's packages (React, react-router, styled-components, react-intl, SWR and their
 * dependencies), which every page loads before it runs.
 */
export const FRAMEWORK_MODULES = packagesPattern([
  'react',
  'react-dom',
  'scheduler',
  ...FRAMEWORK_APP_PACKAGES,
  'swr',
  'use-sync-external-store',
  'dequal',
]);

const SHELL_ROOT = path.join(packageRoot, 'src/app/start.ts');
/** What the entry imports first (src/app/framework.ts): the framework's chunk, evaluated alone. */
const FRAMEWORK_ROOT = path.join(packageRoot, 'src/app/framework.ts');
/** What it imports next (src/app/framework-app.ts). */
const FRAMEWORK_APP_ROOT = path.join(packageRoot, 'src/app/framework-app.ts');
/**
 * The entry's file, and the files every page has loaded before the app shell runs: the entry, the
 * bundler's runtime, the framework and the shell (the input and groups named below; a chunk's
 * file is `<name>-<hash>.js`).
 */
export const ENTRY_CHUNK = /(?:^|\/)main-[\w-]+\.js$/;
export const LOADED_FIRST = /^(?:main|rolldown-runtime|framework|start)-[\w-]+\.js$/;
const ENTRY = path.join(packageRoot, 'src/entry-client.tsx');

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
].map((file) => path.join(packageRoot, 'src/app/routes', file));
const OTHER_LANDING_PAGES =
  /[\\/]src[\\/]app[\\/](?:layouts[\\/]|routes[\\/](?:auth[\\/]|newsletter-token\.tsx$|alert-token\.tsx$|privacy\.tsx$))/;

let groups: Map<string, string> | undefined;
/**
 * The group of a client module: 'framework', 'start' (the app shell), 'listing' (shared by the
 * listing pages), or automatic chunking (null).
 */
export function chunkOfShell(id: string, ctx: ChunkingContext): string | null {
  // SWR's hook, React's own (a virtual module): in the shell's group, it made the framework's
  // chunk import the shell's, so neither could be evaluated without the other.
  if (FRAMEWORK_APP_MODULES.test(id) || id === FRAMEWORK_APP_ROOT) return 'framework-app';
  if (FRAMEWORK_MODULES.test(id) || id === SYNC_EXTERNAL_STORE_MODULE || id === FRAMEWORK_ROOT)
    return 'framework';
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

/** A new build (e.g. the bench's second client build) learns the shell's modules anew. */
export function shellChunk(): Plugin {
  return { name: 'shell-chunk', buildStart: () => void (groups = undefined) };
}
