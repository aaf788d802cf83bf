import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRANDS_DIR,
  BrandIndexSchema,
  BrandManifestSchema,
  brandSourceHash,
  generatedDir,
  type BrandIndex,
  type BrandIndexEntry,
} from '@jobboard/manifest';
import { loadBrandRegistry } from '../src/brands/registry.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * The brand build is the server's only source of brand presentation: what the
 * server answers for a brand is what `pnpm brand build` wrote, it refuses a missing or stale
 * build, and it swaps a rebuilt or new brand without a restart.
 */

const SITE = generatedDir();
const siteBuilt = existsSync(path.join(SITE, 'ssr', 'entry-server.js'));

/** The SEO head of a served page: between the viewport meta and the favicon.ico link. */
function servedHead(html: string): string {
  const start = html.indexOf('<meta name="viewport"');
  const from = html.indexOf('\n', start) + 1;
  const end = html.indexOf('<link rel="icon" href="/favicon.ico"');
  if (start < 0 || end < 0) throw new Error('no head in the page');
  return html.slice(from, end).trim();
}

describe('what the server serves for a brand is what the build wrote', () => {
  let t: TestApp;
  let index: BrandIndex;

  beforeAll(async () => {
    if (!siteBuilt) throw new Error('The site is not built: run `pnpm build:site` first.');
    // https and the production host: the canonical URLs the build writes.
    t = await createTestApp({
      registry: builtBrands(),
      env: { PUBLIC_URL_SCHEME: 'https' },
    });
    index = BrandIndexSchema.parse(
      JSON.parse(readFileSync(path.join(SITE, 'brands', 'index.json'), 'utf8')),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const built = (key: string, file: string) =>
    readFileSync(path.join(SITE, 'brands', key, file), 'utf8');
  const get = (host: string, url: string) =>
    t.app.inject({ url, headers: { host, accept: 'text/html' } });

  it('serves every brand of the build index', () => {
    expect(index.brands.length).toBeGreaterThanOrEqual(13);
    expect(t.app.brands.keys.sort()).toEqual(index.brands.map((b) => b.key).sort());
  });

  it('robots.txt, site.webmanifest and theme.<hash>.css are the built files, byte for byte', async () => {
    for (const { key, hostKey, themeCss } of index.brands) {
      const robots = await get(hostKey, '/robots.txt');
      expect(robots.statusCode, key).toBe(200);
      expect(robots.body, key).toBe(built(key, 'seo/robots.txt'));

      const web = await get(hostKey, '/site.webmanifest');
      expect(web.statusCode, key).toBe(200);
      expect(web.headers['content-type']).toContain('application/manifest+json');
      expect(web.body, key).toBe(built(key, 'seo/site.webmanifest'));

      const css = await get(`${key}.localhost`, `/brand/${key}/${themeCss}`);
      expect(css.statusCode, key).toBe(200);
      expect(css.headers['content-type']).toContain('text/css');
      expect(css.headers['cache-control']).toContain('immutable');
      expect(css.body, key).toBe(built(key, themeCss));
    }
    // Another brand's or an older stylesheet name is not served.
    const [first] = index.brands;
    const old = await get(first!.hostKey, `/brand/${first!.key}/theme.00000000.css`);
    expect(old.statusCode).toBe(404);
  });

  /**
   * A built head as a page carries it: the theme stylesheet's link becomes the file's text,
   * inline in a <style> with the answer's nonce (no render-blocking request).
   */
  const inlined = (key: string, themeCss: string, head: string, nonce: string) =>
    head.replace(
      `<link rel="stylesheet" href="/brand/${key}/${themeCss}">`,
      () => `<style nonce="${nonce}">${built(key, themeCss)}</style>`,
    );
  const nonceOf = (html: string) => /<style nonce="([^"]+)">/.exec(html)?.[1] ?? '';

  it('the home page head, in both languages, is the one the build wrote', async () => {
    for (const { key, hostKey, themeCss } of index.brands) {
      for (const lang of ['fr', 'en'] as const) {
        const page = await get(hostKey, `/${lang}`);
        expect(page.statusCode, `${key} /${lang}`).toBe(200);
        expect(servedHead(page.body), `${key} /${lang}`).toBe(
          inlined(key, themeCss, built(key, `seo/head.${lang}.html`).trim(), nonceOf(page.body)),
        );
      }
    }
  }, 300_000);

  it('every page head comes from the template: the stylesheet inline, one title, no core tags', async () => {
    const [{ key, hostKey, themeCss }] = index.brands as [BrandIndexEntry];
    const page = await get(hostKey, '/en/no-such-page');
    expect(page.statusCode).toBe(404);
    const head = servedHead(page.body);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<meta name="robots" content="noindex, follow">');
    // The build's file as written, with the nonce the answer's CSP allows.
    const nonce = nonceOf(page.body);
    expect(nonce).not.toBe('');
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(head).toContain(`<style nonce="${nonce}">${built(key, themeCss)}</style>`);
    expect(head).not.toContain('rel="stylesheet"');
    expect(page.body.match(/rel="canonical"/g)).toHaveLength(1);
  });
});

/**
 * A build folder of its own: one real brand's bundle (copied from the site's build) under
 * the keys asked, and a sources folder whose hashes the index records.
 */
function tempBuild(keys: string[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'jb-build-'));
  const out = path.join(root, 'generated');
  const sources = path.join(root, 'brands');
  const [model] = BrandIndexSchema.parse(
    JSON.parse(readFileSync(path.join(SITE, 'brands', 'index.json'), 'utf8')),
  ).brands as [BrandIndexEntry];
  const entries: BrandIndexEntry[] = [];
  const addBrand = (key: string, builtAt = new Date().toISOString()) => {
    cpSync(path.join(BRANDS_DIR, model.key), path.join(sources, key), { recursive: true });
    const dir = path.join(out, 'brands', key);
    cpSync(path.join(SITE, 'brands', model.key), dir, { recursive: true });
    const manifest = BrandManifestSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')),
    );
    const renamed = { ...manifest, name: key, hostKey: `${key.replace(/_/g, '-')}.test` };
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(renamed, null, 2));
    const brandJson = path.join(sources, key, 'brand.json');
    writeFileSync(
      brandJson,
      JSON.stringify({ ...JSON.parse(readFileSync(brandJson, 'utf8')), name: key }, null, 2),
    );
    const entry: BrandIndexEntry = {
      ...model,
      key,
      hostKey: renamed.hostKey,
      aliasHosts: [],
      builtAt,
      sourceHash: brandSourceHash(path.join(sources, key)),
    };
    const i = entries.findIndex((e) => e.key === key);
    if (i >= 0) entries[i] = entry;
    else entries.push(entry);
    writeIndex();
    return entry;
  };
  const writeIndex = () => {
    const file = path.join(out, 'brands', 'index.json');
    // As the CLI does: a temporary file renamed over the index.
    writeFileSync(`${file}.tmp`, JSON.stringify({ brands: entries }, null, 2));
    cpSync(`${file}.tmp`, file);
    rmSync(`${file}.tmp`);
  };
  /** A rebuild: change files of the bundle, then write the index with a new build time. */
  const rebuild = (key: string, edit: (dir: string) => void) => {
    edit(path.join(out, 'brands', key));
    const i = entries.findIndex((e) => e.key === key);
    entries[i] = {
      ...entries[i]!,
      bundleHash: (BigInt(`0x${entries[i]!.bundleHash}`) + 1n)
        .toString(16)
        .padStart(16, '0')
        .slice(-16),
      builtAt: new Date(Date.parse(entries[i]!.builtAt) + 1000).toISOString(),
    };
    writeIndex();
  };
  for (const key of keys) addBrand(key);
  // The site's client and SSR bundles, so that pages render from this build too. Copies, not
  // links: the test runner would load the SSR bundle's chunks twice through a link.
  for (const folder of ['client', 'ssr'])
    cpSync(path.join(SITE, folder), path.join(out, folder), { recursive: true });
  return {
    out,
    sources,
    entries,
    addBrand,
    rebuild,
    writeIndex,
    close: () => rmSync(root, { recursive: true, force: true }),
  };
}

describe('the server refuses a missing or stale build, naming the brand and the command', () => {
  it('loads a build that matches its sources', () => {
    const b = tempBuild(['alpha', 'beta']);
    try {
      const registry = loadBrandRegistry({
        defaultKey: 'alpha',
        generatedDir: b.out,
        brandsDir: b.sources,
      });
      expect(registry.keys).toEqual(['alpha', 'beta']);
      expect(registry.bundle('beta')?.stylesheet).toMatch(
        /^\/brand\/beta\/theme\.[0-9a-f]{8}\.css$/,
      );
      expect(registry.resolveHost('beta.test')?.name).toBe('beta');
    } finally {
      b.close();
    }
  });

  it('a brand changed since its build, a brand never built, a missing index', () => {
    const b = tempBuild(['alpha', 'beta']);
    try {
      const load = () =>
        loadBrandRegistry({ defaultKey: 'alpha', generatedDir: b.out, brandsDir: b.sources });
      const json = path.join(b.sources, 'beta', 'brand.json');
      writeFileSync(json, readFileSync(json, 'utf8').replace(/\n$/, '') + '\n\n');
      expect(load).toThrow(
        /brand "beta": its build .* is older than brands\/beta\/.*Run `pnpm brand build beta`/,
      );

      cpSync(path.join(b.sources, 'alpha'), path.join(b.sources, 'gamma'), { recursive: true });
      expect(load).toThrow(/brand "gamma": it is not built\. Run `pnpm brand build gamma`/);

      // An asset changed: the hash covers the whole folder.
      rmSync(path.join(b.sources, 'gamma'), { recursive: true });
      b.addBrand('beta');
      expect(() => load()).not.toThrow();
      const asset = readdirSync(path.join(b.sources, 'alpha', 'assets'))[0]!;
      writeFileSync(path.join(b.sources, 'alpha', 'assets', asset), 'changed');
      expect(load).toThrow(/brand "alpha": .*pnpm brand build alpha/);

      rmSync(path.join(b.out, 'brands', 'index.json'));
      expect(load).toThrow(/index\.json is missing.*Run `pnpm brand build`/);
    } finally {
      b.close();
    }
  });

  it('a one-brand artefact does not ask for the other brands of brands/', () => {
    const b = tempBuild(['alpha']);
    try {
      cpSync(path.join(b.sources, 'alpha'), path.join(b.sources, 'other'), { recursive: true });
      const load = () =>
        loadBrandRegistry({ defaultKey: 'alpha', generatedDir: b.out, brandsDir: b.sources });
      expect(load).toThrow(/brand "other": it is not built/);
      const file = path.join(b.out, 'brands', 'index.json');
      writeFileSync(
        file,
        JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), artefact: true }),
      );
      expect(load().keys).toEqual(['alpha']);
    } finally {
      b.close();
    }
  });

  it('a bundle file missing: that brand and its command', () => {
    const b = tempBuild(['alpha']);
    try {
      rmSync(path.join(b.out, 'brands', 'alpha', 'seo', 'robots.txt'));
      expect(() =>
        loadBrandRegistry({ defaultKey: 'alpha', generatedDir: b.out, brandsDir: b.sources }),
      ).toThrow(/brand "alpha": .*robots\.txt is missing\. Run `pnpm brand build alpha`/);
    } finally {
      b.close();
    }
  });
});

describe('hot swap: a rebuilt or new brand is served without a restart', () => {
  const until = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it('swaps a rebuilt brand, adds a new one, keeps a broken one as it was', async () => {
    const b = tempBuild(['alpha']);
    const t = await createTestApp({
      registry: loadBrandRegistry({
        defaultKey: 'alpha',
        generatedDir: b.out,
        brandsDir: b.sources,
      }),
    });
    try {
      const robots = (host: string) => t.app.inject({ url: '/robots.txt', headers: { host } });
      const file = path.join(b.out, 'brands', 'alpha', 'seo', 'robots.txt');
      const before = readFileSync(file, 'utf8');
      // The built file, but for its Sitemap line, which names the origin it is served on.
      const bodyOf = (text: string) => text.replace(/^Sitemap: .*$/m, '');
      const served = (await robots('alpha.localhost')).body;
      expect(bodyOf(served)).toBe(bodyOf(before));
      expect(served).toContain('Sitemap: http://alpha.localhost/sitemap.xml');

      // A rebuild of alpha: new files, then the index.
      b.rebuild('alpha', () => writeFileSync(file, `${before}# rebuilt\n`));
      await until(
        async () => (await robots('alpha.localhost')).body.endsWith('# rebuilt\n'),
        'alpha swapped',
      );

      // Pages: a rebuilt head template shows at once on that brand's pages, whose cached copies
      // are dropped; another brand's cached pages stay.
      b.addBrand('beta');
      await until(async () => (await robots('beta.localhost')).statusCode === 200, 'beta added');
      const page = (host: string) =>
        t.app.inject({ url: '/fr', headers: { host, accept: 'text/html' } });
      for (const host of ['alpha.localhost', 'beta.localhost']) {
        const first = await page(host);
        expect(first.statusCode, `${host} ${first.body.slice(0, 300)}`).toBe(200);
        expect((await page(host)).headers['x-page-cache'], host).toBe('hit');
      }
      b.rebuild('alpha', (dir) => {
        const template = path.join(dir, 'seo', 'head.html.hbs');
        writeFileSync(template, `${readFileSync(template, 'utf8')}<!-- rebuilt -->\n`);
      });
      await until(
        async () => (await page('alpha.localhost')).body.includes('<!-- rebuilt -->'),
        'alpha head',
      );
      expect((await page('beta.localhost')).headers['x-page-cache']).toBe('hit');
      expect((await page('beta.localhost')).body).not.toContain('<!-- rebuilt -->');

      // `pnpm brand new delta` then `pnpm brand build delta`: delta answers on delta.localhost.
      expect((await robots('delta.localhost')).statusCode).toBe(404);
      b.addBrand('delta');
      await until(async () => (await robots('delta.localhost')).statusCode === 200, 'delta added');
      expect(t.app.brands.get('delta')?.hostKey).toBe('delta.test');

      // A broken bundle (its stylesheet missing): the brand stays as it was.
      b.rebuild('delta', (dir) => {
        rmSync(path.join(dir, b.entries.at(-1)!.themeCss));
        writeFileSync(path.join(dir, 'seo', 'robots.txt'), 'broken\n');
      });
      await new Promise((r) => setTimeout(r, 600));
      expect(bodyOf((await robots('delta.localhost')).body)).toBe(bodyOf(before));
    } finally {
      await t.close();
      b.close();
    }
  }, 120_000);
});
