import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_CSP_SOURCES, withAdSources } from '../src/plugins/security.js';
import { FIXTURE_BRANDS, fixtureManifest } from './fixtures/brands.js';
import { createTestApp, type TestApp } from './helper.js';

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

describe('ad network sources in the CSP', () => {
  it('admits GPT on a board with ad units, keeping the nonce and the rest of the policy', async () => {
    const policy = await policyOf('adboard.test');
    expect(directive(policy, 'script-src')).toMatch(
      /^script-src 'self' 'nonce-[0-9a-f]{32}' https:\/\/securepubads\.g\.doubleclick\.net /,
    );
    expect(directive(policy, 'frame-src')).toContain('https://*.safeframe.googlesyndication.com');
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive(policy, 'connect-src')).toContain('https://securepubads.g.doubleclick.net');
    expect(directive(policy, 'img-src')).toContain('https://tpc.googlesyndication.com');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('admits none of them on a board without ad units', async () => {
    const policy = await policyOf('jobboard.test');
    expect(policy).not.toMatch(/doubleclick|googlesyndication/);
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'nonce-[0-9a-f]{32}'$/);
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
