import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * One canonical origin per brand: PUBLIC_ORIGIN filled with the brand (here the
 * default, http://{host}: its hostKey). Its other hosts (www., an alias, upper case, a trailing
 * dot, another port) answer pages with a 301 to it, so no page names an alias in its canonical
 * link, hreflang, og:url or sitemap. Development hosts (<key>.localhost, localhost) serve as
 * they are, and the API never redirects.
 */
const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));

let t: TestApp;
let hostKey: string;
let alias: string | undefined;
beforeAll(async () => {
  if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
  t = await createTestApp({ seed: 'demo', demoOffers: 4, registry: builtBrands() });
  const brand = t.app.brands.get('jobboard')!;
  hostKey = brand.hostKey;
  alias = brand.aliasHosts[0];
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (host: string, url: string, accept = 'text/html') =>
  t.app.inject({ url, headers: { host, accept } });

describe('hosts of a brand other than its canonical origin', () => {
  it('get a 301 to the same path on the canonical origin', async () => {
    const hosts = [
      `www.${hostKey}`,
      hostKey.toUpperCase(),
      `${hostKey}.`,
      `${hostKey}:6666`,
      ...(alias ? [alias, `www.${alias}`] : []),
    ];
    for (const host of hosts) {
      const res = await get(host, '/fr/emplois?q=cuisinier');
      expect(res.statusCode, host).toBe(301);
      expect(res.headers.location, host).toBe(`http://${hostKey}/fr/emplois?q=cuisinier`);
    }
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const res = await get(`www.${hostKey}`, file, '*/*');
      expect(res.statusCode, file).toBe(301);
      expect(res.headers.location).toBe(`http://${hostKey}${file}`);
    }
  });

  it('leave the API, the probes and posted forms alone', async () => {
    expect((await get(`www.${hostKey}`, '/api/offer-attributes', '*/*')).statusCode).toBe(200);
    expect((await get(`www.${hostKey}`, '/healthz', '*/*')).statusCode).toBe(200);
  });
});

describe('the canonical origin', () => {
  it('serves its pages naming only itself', async () => {
    const res = await get(hostKey, '/fr');
    expect(res.statusCode).toBe(200);
    const links = [...res.body.matchAll(/(?:href|content)="(https?:\/\/[^"/]+)[^"]*"/g)]
      .map((m) => m[1]!)
      .filter((origin) => {
        const host = new URL(origin).hostname.replace(/^www\./, '');
        return host === hostKey || host === alias;
      });
    expect(links.length).toBeGreaterThan(0);
    expect([...new Set(links)]).toEqual([`http://${hostKey}`]);
  });

  it('names its own sitemap in robots.txt', async () => {
    const res = await get(hostKey, '/robots.txt', '*/*');
    expect(res.body).toContain(`Sitemap: http://${hostKey}/sitemap.xml`);
  });
});

describe('development hosts', () => {
  it('serve pages, robots.txt and sitemap as they are, on their own origin', async () => {
    const host = 'jobboard.localhost:3000';
    const page = await get(host, '/fr');
    expect(page.statusCode).toBe(200);
    const robots = await get(host, '/robots.txt', '*/*');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    expect((await get('localhost:3000', '/fr')).statusCode).toBe(200);
  });
});
