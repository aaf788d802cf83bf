import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIES } from '@jobboard/contracts';
import { generatedDir } from '@jobboard/manifest';
import { needsAbsentSession } from '../src/ssr/render-page.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/** Public pages of the real SSR bundle (pnpm build:site) for an anonymous visitor. */
describe('public pages for an anonymous visitor', () => {
  const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));
  const HOST = 'jobboard.localhost';
  let t: TestApp;
  beforeAll(async () => {
    if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
    t = await createTestApp({ seed: 'demo', demoOffers: 12, registry: builtBrands() });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  /** The API paths a page render asks through app.inject. */
  async function apiCallsOf(url: string, cookie?: string) {
    const inject = t.app.inject.bind(t.app);
    const calls: string[] = [];
    const spy = vi.spyOn(t.app, 'inject').mockImplementation(((opts: { url?: string }) => {
      if (opts?.url) calls.push(opts.url);
      return inject(opts as never);
    }) as never);
    const res = await inject({
      method: 'GET',
      url,
      headers: { host: HOST, accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    spy.mockRestore();
    return { status: res.statusCode, calls, body: res.body };
  }

  it('does not ask the API for /me without a session cookie', async () => {
    for (const url of ['/fr', '/en/jobs', '/fr/connexion', '/fr/nulle-part']) {
      const { status, calls, body } = await apiCallsOf(url);
      expect(status, url).toBeLessThan(500);
      // Its data is loaded (in-process for public reads, plugins/public-read.ts: not through
      // inject), and only the attribute types the page uses: the home page lists the categories,
      // the search page filters by the facet families; neither carries the skills, certifications
      // and education that only the offer form and the profile list.
      const carriedTypes: Record<string, string[]> = {
        '/fr': ['category'],
        '/en/jobs': ['category', 'specialization', 'schedule', 'experience'],
      };
      if (carriedTypes[url]) {
        const state = JSON.parse(
          /<script type="application\/json" id="app-state"[^>]*>(.*?)<\/script>/s.exec(body)![1]!,
        ) as { hydration: { loaderData: Record<string, { swr?: Record<string, unknown> }> } };
        const carried = Object.values(state.hydration.loaderData).flatMap((d) =>
          Object.entries(d?.swr ?? {}),
        );
        const attributes = carried.find(([key]) => key.includes('/offer-attributes'))?.[1] as
          { data: { attributes: object; cities: unknown[] } } | undefined;
        expect(attributes, `${url} loads its data`).toBeDefined();
        expect(Object.keys(attributes!.data.attributes), url).toEqual(carriedTypes[url]);
        expect(attributes!.data.cities.length, url).toBeGreaterThan(0);
      }
      expect(
        calls.filter((c) => /\/me(\?|$)/.test(c)),
        url,
      ).toEqual([]);
    }
  });

  it('asks it for a visitor with a session cookie, but on the pages the same for everyone', async () => {
    const candidate = await t.createCandidate();
    const own = await apiCallsOf('/fr/emplois-sauvegardes', candidate.cookie);
    expect(own.calls).toContain('/api/jobboard/jobboard/me');
    // A search renders without the session (routes.ts `shared`): the browser asks. (A search no
    // other test made: rendered, not taken from the page cache.)
    const shared = await apiCallsOf('/fr/emplois?q=cuisinier', candidate.cookie);
    expect(shared.status).toBe(200);
    expect(shared.calls.filter((c) => /\/me(\?|$)/.test(c))).toEqual([]);
  });

  it('lists the app, the matched page chunks and its message catalog for the entry', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(generatedDir(), 'client', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<
      string,
      { file: string; name?: string; isEntry?: boolean; dynamicImports?: string[] }
    >;
    const chunksOf = async (url: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: HOST, accept: 'text/html' },
      });
      expect(res.statusCode, url).toBe(200);
      // Nothing but the entry is fetched before the first paint: no modulepreload in the head.
      expect(res.body, url).not.toContain('rel="modulepreload"');
      const list = /<script type="application\/json" id="app-chunks">([^<]*)<\/script>/.exec(
        res.body,
      );
      expect(list, url).not.toBeNull();
      return (JSON.parse(list![1]!) as string[]).map((href) => href.replace(/^\/assets\//, ''));
    };
    const home = await chunksOf('/fr');
    // What the entry imports after the first paint, the framework then the app shell, then the
    // page's own chunk. (The app shell is one chunk, named 'start': vite/chunking.ts groups
    // app/start.ts and its imports.)
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const [framework, shell] = ['framework', 'start'].map((name) =>
      entry.dynamicImports!.map((k) => manifest[k]!).find((c) => c.name === name)!,
    );
    expect(home[0]).toBe(framework!.file);
    expect(home.indexOf(shell!.file)).toBeGreaterThan(0);
    expect(home).toContain(manifest['src/app/routes/home.tsx']!.file);
    expect(home).toContain(manifest['src/i18n/fr-CA.json']!.file);
    expect(home).not.toContain(manifest['src/app/routes/find-job.tsx']!.file);
    expect(new Set(home).size, 'each chunk once').toBe(home.length);
    const search = await chunksOf('/en/find-a-job');
    expect(search).toContain(manifest['src/app/routes/find-job.tsx']!.file);
    expect(search).toContain(manifest['src/i18n/en-CA.json']!.file);
    expect(search).not.toContain(manifest['src/i18n/fr-CA.json']!.file);
    // The sign-in and account messages only where a page uses them.
    expect(home).not.toContain(manifest['src/i18n/account/fr-CA.json']!.file);
    expect(search).not.toContain(manifest['src/i18n/account/en-CA.json']!.file);
    const login = await chunksOf('/fr/connexion');
    expect(login).toContain(manifest['src/i18n/account/fr-CA.json']!.file);
    expect(login).toContain(manifest['src/app/layouts/guest-layout.tsx']!.file);
  });

  it('sends scripts as the build compressed them, and plain to a client that takes neither', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(generatedDir(), 'client', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const framework = Object.values(manifest).find((c) => c.file.startsWith('framework-'))!;
    const clientDir = path.join(generatedDir(), 'client');
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/assets/${framework.file}`,
        headers: { host: HOST, 'accept-encoding': `${encoding}, identity` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
      // Byte for byte the build's file: not compressed again on the way out.
      expect(
        res.rawPayload.equals(readFileSync(path.join(clientDir, framework.file + suffix))),
      ).toBe(true);
    }
    const plain = await t.app.inject({
      method: 'GET',
      url: `/assets/${entry.file}`,
      headers: { host: HOST, 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(readFileSync(path.join(clientDir, entry.file), 'utf8'));
  });

  it('compresses an API answer past a kilobyte in the encoding the client prefers', async () => {
    const url = '/api/jobboard/jobboard/offers?per_page=12';
    const ask = (encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { host: HOST, 'accept-encoding': encoding } });
    const plain = await ask('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await ask(`${encoding}, identity`);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(inflate(res.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    }
  });

  it('knows which paths need which session', () => {
    expect(needsAbsentSession('/api/jobboard/x/me', {})).toBe(true);
    expect(needsAbsentSession('/api/jobboard/x/me', { jb_session: 't' })).toBe(false);
    expect(needsAbsentSession('/api/ats/me', { jb_session: 't' })).toBe(true);
    expect(needsAbsentSession('/api/ats/me', { ats_session: 't' })).toBe(false);
    expect(needsAbsentSession('/api/jobboard/x/offers', {})).toBe(false);
    expect(needsAbsentSession('/api/jobboard/x/mentions', {})).toBe(false);
  });

  it('sets the readable session hint with the session and clears it on sign-out', async () => {
    const candidate = await t.createCandidate({ password: 'correct horse battery' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/auth/login',
      headers: { host: HOST },
      payload: { email: candidate.email, password: 'correct horse battery' },
    });
    expect(login.statusCode).toBeLessThan(300);
    const hint = login.cookies.find((c) => c.name === SESSION_HINT_COOKIES.jobboard);
    expect(hint).toMatchObject({ value: '1', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    const session = login.cookies.find((c) => c.name === 'jb_session');
    expect(session?.httpOnly).toBe(true);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/auth/logout',
      headers: { host: HOST, cookie: `jb_session=${session!.value}; jb_signed_in=1` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const cleared = logout.cookies.find((c) => c.name === SESSION_HINT_COOKIES.jobboard);
    expect(cleared?.value).toBe('');
    // A hint whose session is gone is cleared by the 401 of /me.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/jobboard/jobboard/me',
      headers: { host: HOST, cookie: 'jb_signed_in=1' },
    });
    expect(me.statusCode).toBe(401);
    expect(me.cookies.find((c) => c.name === SESSION_HINT_COOKIES.jobboard)?.value).toBe('');
  });

  it('sends a form posted before the page’s script ran back to its page, body dropped', async () => {
    // Sign-up clicked during hydration: the browser posts the form (method="post") to the page.
    const res = await t.app.inject({
      method: 'POST',
      url: '/fr/inscription?from=home',
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=eve%40example.com&password=correct+horse+battery',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/fr/inscription?from=home');
    // Nothing of what was posted comes back, and no account was made.
    expect(res.body).not.toContain('horse');
    // A path that is not a path of this site goes to the root, not elsewhere.
    const odd = await t.app.inject({
      method: 'POST',
      url: '//evil.example/x',
      headers: { host: HOST, origin: `http://${HOST}` },
    });
    expect(odd.headers.location).toBe('/');
    // The API keeps its JSON 404 for a call that does not exist.
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/nowhere',
      headers: { host: HOST, origin: `http://${HOST}` },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBeTruthy();
  });
});
