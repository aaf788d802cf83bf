import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../packages/core/src/app/page-registry';
import { pageSource } from '../../packages/core/src/app/page-sources';
import { ROUTE_NAMES, routes, type RouteName } from '@jobboard/contracts/routes';
import { preparedCatalogSources } from '../../packages/core/src/i18n';
import { ensureSiteBuilt, REPO_ROOT } from '../playwright-utils';

/**
 * What the browser downloads (docs/decisions/004): React and react-router, no Preact anywhere, and
 * the public pages' chunks import no employer or candidate-account code.
 */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
let manifest: Record<string, ManifestChunk>;

beforeAll(() => {
  ensureSiteBuilt();
  manifest = JSON.parse(
    readFileSync(path.join(REPO_ROOT, '.generated/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
});

/** Every chunk a chunk loads before it runs (static imports, transitively), itself included. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

/**
 * What every page loads first: the entry and the app it imports after the first paint (its
 * dynamic imports, which the server preloads with it), with their static imports.
 */
function entryClosure(): Set<string> {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const seen = staticClosure(entryKey);
  for (const app of manifest[entryKey]!.dynamicImports ?? []) staticClosure(app, seen);
  return seen;
}

const PUBLIC_PAGES = [
  'src/app/routes/home.tsx',
  'src/app/routes/find-job.tsx',
  'src/app/routes/offer.tsx',
  'src/app/routes/company.tsx',
  'src/app/routes/companies-hiring.tsx',
  'src/app/routes/category.tsx',
  'src/app/routes/auth/login.tsx',
  'src/app/routes/auth/register.tsx',
  'src/app/routes/privacy.tsx',
];
const PRIVATE_SOURCES =
  /^src\/(features\/(employer|profile)|app\/routes\/(employer|candidate)|app\/layouts\/employer)/;

describe('browser bundle', () => {
  it('has no Preact: not in the lockfile, not in the build', () => {
    const lock = readFileSync(path.join(REPO_ROOT, 'pnpm-lock.yaml'), 'utf8');
    expect(lock).not.toMatch(/^\s+preact@/m);
    const code = [...entryClosure()]
      .map((k) =>
        readFileSync(path.join(REPO_ROOT, '.generated/client', manifest[k]!.file), 'utf8'),
      )
      .join('\n');
    // React 19's element symbol and react-router's data router are in what the entry loads.
    expect(code).toContain('react.transitional.element');
    expect(code).toContain('__reactRouterVersion');
    expect(code).not.toMatch(/preact/i);
  });

  it('has an entry that holds none of the app: the first paint comes before the app runs', () => {
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const code = readFileSync(path.join(REPO_ROOT, '.generated/client', entry.file), 'utf8');
    expect(code).not.toContain('react.transitional.element');
    expect(code.length).toBeLessThan(4096);
    // It imports the framework (app/framework.ts: React), the libraries the app builds on
    // (app/framework-app.ts), then the app shell (app/start.ts and what it imports, one chunk
    // named 'start': vite.config.ts), each evaluated in a task of its own.
    expect(entry.imports ?? []).toEqual([]);
    expect(entry.dynamicImports?.map((k) => manifest[k]?.name)).toEqual([
      'framework',
      'framework-app',
      'start',
    ]);
  });

  it("evaluates the framework's chunk without the app shell's", () => {
    // The entry imports the framework first, in a task of its own: a framework chunk importing
    // from the shell's (a module of React's put in the shell's group: vite/chunking.ts) would
    // evaluate the shell first and break the page ("c is not a function").
    const chunk = (name: string) => Object.entries(manifest).find(([, c]) => c.name === name)!;
    const [, framework] = chunk('framework');
    const [, frameworkApp] = chunk('framework-app');
    const [startKey] = chunk('start');
    expect(framework.imports ?? []).not.toContain(startKey);
    expect((framework.imports ?? []).map((k) => manifest[k]?.name)).toEqual(['rolldown-runtime']);
    // The libraries' chunk, evaluated next, needs React's and nothing evaluated after it; and
    // React's evaluation is its own (the check can fail: react-router in React's chunk again).
    expect((frameworkApp.imports ?? []).map((k) => manifest[k]?.name).sort()).toEqual([
      'framework',
      'rolldown-runtime',
    ]);
    const reactCode = readFileSync(
      path.join(REPO_ROOT, '.generated/client', framework.file),
      'utf8',
    );
    expect(reactCode).toContain('react.transitional.element');
    expect(reactCode).not.toContain('__reactRouterVersion');
  });

  it('loads no employer or candidate-account module on a public page', () => {
    for (const page of PUBLIC_PAGES) {
      expect(manifest[page], page).toBeDefined();
      const loaded = new Set([...entryClosure(), ...staticClosure(page)]);
      const privateChunks = [...loaded].filter(
        (k) => PRIVATE_SOURCES.test(manifest[k]?.src ?? k) || PRIVATE_SOURCES.test(k),
      );
      expect(privateChunks, page).toEqual([]);
    }
    // The municipalities of the city type-ahead stay on the server (GET /api/cities): no chunk
    // of the site carries the list.
    for (const chunk of Object.values(manifest)) {
      const code = readFileSync(path.join(REPO_ROOT, '.generated/client', chunk.file), 'utf8');
      expect(code, chunk.file).not.toContain('Saint-Barnabé-Sud');
    }
    // The check can fail: the employer area is a chunk of its own that the entry only lazy-loads.
    const employerArea = Object.keys(manifest).find((k) => k.includes('routes/employer/area'));
    expect(employerArea).toBeDefined();
    expect(entryClosure().has(employerArea!)).toBe(false);
  });

  it('leaves what a page shows only in some cases out of its first load', () => {
    // The phone menu's drawer, an ad zone, the error page and the signed-in screens' page imports
    // are chunks of their own, fetched as the page hydrates or when they are needed (the server
    // renders them into the page all the same).
    const loaded = entryClosure();
    for (const source of [
      'src/components/ui/menu-drawer-dialog.tsx',
      'src/components/ui/ad-unit.tsx',
      'src/components/errors/error-view.tsx',
      'src/app/private-pages.ts',
    ]) {
      expect(manifest[source], source).toBeDefined();
      expect(loaded.has(source), source).toBe(false);
    }
  });

  it("lists none of the files every page loads first in a lazy chunk's preloads", () => {
    // Vite preloads a lazy chunk's imports beside it, from a list of file names in the importing
    // chunk (vite.config.ts modulePreload): the app shell's list leaves out the entry, the
    // runtime, the framework and the shell, which have run before it can import anything. The
    // check can fail: the entry's own list (its import of the shell) names the framework.
    const fileList = (key: string) =>
      /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(
        readFileSync(path.join(REPO_ROOT, '.generated/client', manifest[key]!.file), 'utf8'),
      )?.[1] ?? '[]';
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const startKey = manifest[entryKey]!.dynamicImports!.find(
      (k) => manifest[k]?.name === 'start',
    )!;
    const first = [...entryClosure()].map((k) => manifest[k]!.file);
    const framework = Object.values(manifest).find((c) => c.name === 'framework')!.file;
    expect(JSON.parse(fileList(entryKey))).toContain(framework);
    const shellList = JSON.parse(fileList(startKey)) as string[];
    expect(shellList.length).toBeGreaterThan(0);
    expect(shellList.filter((file) => first.includes(file))).toEqual([]);
  });

  it('loads no zod schema on a public page', () => {
    // The contracts' schemas are built when their module runs (hundreds of milliseconds of a
    // throttled phone's start): a public page imports plain values from
    // `@jobboard/contracts/constants` and only types from the schema modules.
    const withZod = (key: string) =>
      readFileSync(path.join(REPO_ROOT, '.generated/client', manifest[key]!.file), 'utf8').includes(
        '_zod',
      );
    for (const page of PUBLIC_PAGES) {
      const loaded = new Set([...entryClosure(), ...staticClosure(page)]);
      expect([...loaded].filter(withZod), page).toEqual([]);
    }
    // The apply page and the employer's sign-up neither: their field rules (zod) and the phone
    // rules (libphonenumber-js and its metadata) are loaded when the form is used.
    const withPhoneRules = (key: string) =>
      readFileSync(path.join(REPO_ROOT, '.generated/client', manifest[key]!.file), 'utf8').includes(
        'country_calling_codes',
      );
    for (const page of ['src/app/routes/apply.tsx', 'src/app/routes/auth/employer-register.tsx']) {
      const loaded = [...entryClosure(), ...staticClosure(page)];
      expect(loaded.filter(withZod), page).toEqual([]);
      expect(loaded.filter(withPhoneRules), page).toEqual([]);
    }
    const profileForms = Object.keys(manifest).find((k) =>
      k.endsWith('routes/candidate/profile.tsx'),
    );
    expect([...staticClosure(profileForms!)].some(withPhoneRules)).toBe(true);
    // The check can fail: the candidate's profile validates its forms with the schemas.
    const profile = Object.keys(manifest).find((k) => k.endsWith('routes/candidate/profile.tsx'));
    expect([...staticClosure(profile!)].some(withZod)).toBe(true);
  });

  // Reading each page's `prepare` imports every public page module through Vite's transform:
  // 70 s of a full run on two cores, and past 120 s (the project's limit) on a slower day.
  const PAGE_MODULES = { timeout: 300_000 };
  it("keeps each public page's first load within its budget", PAGE_MODULES, async () => {
    // What a first visit downloads before the page is interactive: the entry, the app shell and
    // the framework, the page's chunks with their static imports, its layout and the message
    // catalogs it hydrates with (the language's, and those its `prepare` loads: the server
    // preloads the same list, entry-server.tsx hydrationModules). Every page a visitor may open
    // without signing in is measured: the routes without a guard (@jobboard/contracts/routes). Sizes are
    // gzip -9 of the built files, French (the served .gz files, zopfli, are about 3 % smaller;
    // FAST_PRECOMPRESS builds serve bigger ones). The budgets are the figures of the last cut
    // plus 0.3 KB, rounded up to the half: two builds of the same sources differ by a tenth (the
    // chunks' hashed names are in the code), and a change that grows a page past one either takes the bytes from elsewhere or
    // raises the budget in a commit that says why. The goal is TARGET_KB on every page
    // (docs/decisions/004); the figures print how far each page is from it.
    const TARGET_KB = 135;
    const gzipped = new Map<string, number>();
    const gz = (key: string) => {
      let n = gzipped.get(key);
      if (n === undefined) {
        const file = path.join(REPO_ROOT, '.generated/client', manifest[key]!.file);
        n = gzipSync(readFileSync(file), { level: 9 }).length;
        gzipped.set(key, n);
      }
      return n;
    };
    const budgetsKb: Record<string, number> = {
      // 2026-12-07, every page +1 KB (+0.8 measured): React and the libraries the app builds on
      // (react-router, styled-components, react-intl) are two chunks, evaluated in two tasks
      // (entry-client.tsx), and compress apart: in one, their evaluation was the start's longest
      // task after the first paint (245–413 ms in a 4× throttled trace of the home page).
      // 2026-12-03: the route table every page carries holds the team page and the invitation
      // link (+0.1 to 0.2 KB on each page): home 145 → 145.5, company 141.5 → 142.
      'src/app/routes/home.tsx': 146.5,
      // Re-cut on 2026-12-03 (+0.1 KB on the pages below): the menu opened by a tap before the app
      // ran stays open, and the keyword field's suggestions come for what was typed meanwhile
      // (tests/e2e/first-tap.test.ts). find-job 151 → 151.5, offer 143 → 143.5, companies-hiring
      // 139 → 139.5, login 140 → 140.5, reset-password 138.5 → 139.
      'src/app/routes/find-job.tsx': 152.5,
      // 143: the details block is shared with the employer's offer preview since 2026-12-02 and
      // is a chunk of its own (+0.5 KB with its imports; offer.tsx itself −0.9 KB).
      'src/app/routes/offer.tsx': 144.5,
      'src/app/routes/company.tsx': 143,
      'src/app/routes/companies-hiring.tsx': 140.5,
      'src/app/routes/category.tsx': 140,
      'src/app/routes/privacy.tsx': 140,
      'src/app/routes/apply.tsx': 150.5,
      'src/app/routes/auth/login.tsx': 141.5,
      'src/app/routes/auth/register.tsx': 141,
      'src/app/routes/auth/forgot-password.tsx': 139.5,
      'src/app/routes/auth/reset-password.tsx': 140,
      'src/app/routes/auth/email-confirmation.tsx': 138.5,
      'src/app/routes/newsletter-token.tsx': 138,
      'src/app/routes/alert-token.tsx': 140.5,
      'src/app/routes/saved-jobs.tsx': 145.5,
      // Re-cut on 2026-12-03 (+0.3 to 0.5 KB measured): the permission names joined the employer
      // sign-in catalog, the one catalog the invitation page loads (it names the permissions a
      // colleague is given).
      'src/app/routes/auth/employer-login.tsx': 140.5,
      'src/app/routes/auth/employer-register.tsx': 141.5,
      'src/app/routes/auth/employer-forgot-password.tsx': 139,
      'src/app/routes/auth/team-invitation.tsx': 140,
    };
    const publicPages = new Map<string, RouteName>();
    for (const [name, def] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][])
      if (!('guard' in def && def.guard)) publicPages.set(pageSource(name), name);
    // Every public page has a budget (a new one gets its own), and no budget is left over.
    expect([...publicPages.keys()].sort()).toEqual(Object.keys(budgetsKb).sort());
    const figures = [];
    for (const [source, name] of publicPages) {
      const page = await pages[name].load();
      const also = [
        'src/i18n/fr-CA.json',
        ...preparedCatalogSources(page.prepare, 'fr'),
        ...(routes[name].layout === 'guest' ? ['src/app/layouts/guest-layout.tsx'] : []),
      ];
      const loaded = entryClosure();
      for (const key of [source, ...also]) {
        expect(manifest[key], key).toBeDefined();
        staticClosure(key, loaded);
      }
      const total = [...loaded].reduce((sum, key) => sum + gz(key), 0) / 1024;
      figures.push({ source, kb: Math.round(total * 10) / 10, budget: budgetsKb[source]! });
    }
    console.log(
      figures
        .map(
          (f) =>
            `${f.source}: ${f.kb} KB (budget ${f.budget}; ${TARGET_KB} + ${(f.kb - TARGET_KB).toFixed(1)})`,
        )
        .join('\n'),
    );
    for (const f of figures) expect(f.kb, f.source).toBeLessThanOrEqual(f.budget);
  });

  it("has none of react-router's framework-mode prefetching (vite.config.ts strips it)", () => {
    // <Link prefetch> renders prefetch links from the framework's route manifest, which a data
    // router has not: the build drops that code. The check can fail: a react-router release
    // that reworded it keeps it, and its `rel: "prefetch"` links are back in the framework chunk.
    const framework = Object.values(manifest).find((c) => c.name === 'framework-app')!;
    const code = readFileSync(path.join(REPO_ROOT, '.generated/client', framework.file), 'utf8');
    expect(code).toContain('__reactRouterVersion');
    expect(code).not.toMatch(/rel:\s*[`'"]prefetch[`'"]/);
  });

  it('knows the chunk of every page the server preloads', () => {
    // The server's modulepreload of the matched page (RenderResult.modules) names its source as
    // the manifest does: a renamed route file would silently lose the preload.
    for (const name of ROUTE_NAMES)
      expect(manifest[pageSource(name)]?.file, `${name}: ${pageSource(name)}`).toBeDefined();
  });
});
