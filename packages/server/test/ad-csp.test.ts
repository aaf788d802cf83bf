import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_CSP_SOURCES, withAdSources } from '../src/plugins/security.js';
import { FIXTURE_BRANDS, fixtureManifest } from './fixtures/brands.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * The ad network's origins are in the Content-Security-Policy of a board with ad units only: a
 * board without them admits no ad script, frame or request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    brands: [
      ...FIXTURE_BRANDS,
      fixtureManifest('adboard', 'adboard.test', { adZones: { bigBox: '/123/adboard_bigbox' } }),
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

const policyOf = async (host: string) => {
  const res = await t.app.inject({ url: '/api/offer-attributes', headers: { host } });
  return String(res.headers['content-security-policy']);
};
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe("GPT's documented Content-Security-Policy", () => {
  it("is a board with ad units' policy: the nonce with 'strict-dynamic', 'unsafe-eval', the rest kept", async () => {
    const policy = await policyOf('adboard.test');
    expect(directive(policy, 'script-src')).toMatch(
      /^script-src 'self' 'nonce-[0-9a-f]{32}' 'strict-dynamic' 'unsafe-eval' 'unsafe-inline' https: http:$/,
    );
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    // Ads' requests, frames and images come from hosts no list can follow.
    expect(directive(policy, 'frame-src')).toContain(' https:');
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https:");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https:");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'style-src')).toMatch(/^style-src 'self' 'nonce-[0-9a-f]{32}'$/);
  });

  it('is not that of a board without ad units: its own scripts and origin only', async () => {
    const policy = await policyOf('jobboard.test');
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'nonce-[0-9a-f]{32}'$/);
    expect(policy).not.toMatch(/strict-dynamic|unsafe-eval|https:(?!\/\/)/);
  });

  it('adds each source to its own directive only', () => {
    const policy = withAdSources("default-src 'self';script-src 'self';img-src 'self' data:");
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${AD_CSP_SOURCES['script-src']!.join(' ')}`,
        `img-src 'self' data: ${AD_CSP_SOURCES['img-src']!.join(' ')}`,
      ].join(';'),
    );
  });
});

describe("a page's own scripts under 'strict-dynamic'", () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({ registry: builtBrands() });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("carry the answer's nonce: the entry and its preloads run where 'self' no longer admits them", async () => {
    const brand = builtBrands().all.find((b) => Object.values(b.adZones).some(Boolean))!;
    const res = await site.app.inject({
      url: '/fr',
      headers: { host: `${brand.name}.localhost`, accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("'strict-dynamic'");
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    const scripts = [
      ...res.body.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g),
    ];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag] of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const preloads = [...res.body.matchAll(/<link rel="modulepreload"[^>]*>/g)];
    for (const [tag] of preloads) expect(tag).toContain(`nonce="${nonce}"`);
  });
});
