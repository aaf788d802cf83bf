import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRANDS_DIR, readBrandManifest } from '@jobboard/manifest';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBrandTheme, writeBrandFonts } from './brand-theme.js';

const out = mkdtempSync(path.join(os.tmpdir(), 'brand-theme-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('buildBrandTheme', () => {
  it('self-hosts the brand fonts with swap, metric-matched fallbacks and a preload', async () => {
    const key = 'lesjuristes';
    const bt = await buildBrandTheme({
      key,
      dir: path.join(BRANDS_DIR, key),
      manifest: readBrandManifest(key),
    });
    // One family (body = heading), latin and latin-ext.
    expect(bt.fonts.map((f) => f.subset)).toEqual(['latin', 'latin-ext']);
    expect(bt.css).toContain('font-family: "Source Serif 4 Variable";');
    expect(bt.css).toContain('font-display: swap;');
    expect(bt.css).toMatch(
      /src: url\("\/brand\/lesjuristes\/fonts\/source-serif-4-latin-wght-normal\.[0-9a-f]{8}\.woff2"\)/,
    );
    expect(bt.css).toMatch(
      /font-family: "Source Serif 4 Variable Fallback";[^}]*size-adjust: [\d.]+%/,
    );
    expect(bt.css).not.toMatch(/fonts\.googleapis|gstatic|fontsource\.org/);
    expect(bt.preload).toEqual([expect.stringMatching(/latin-wght-normal\.[0-9a-f]{8}\.woff2$/)]);
    expect(bt.theme.logo.placements.publicHeader).toBe('logoLight'); // dark header

    expect(await writeBrandFonts(out, bt)).toBe(2);
    expect(await writeBrandFonts(out, bt)).toBe(0);
    expect(readdirSync(path.join(out, 'fonts'))).toHaveLength(2);
  });

  it("preloads the heading font's latin file beside the body's when they differ", async () => {
    const key = 'hotelsjobs';
    const manifest = readBrandManifest(key);
    expect(manifest.typography.heading).not.toBe(manifest.typography.body);
    const bt = await buildBrandTheme({ key, dir: path.join(BRANDS_DIR, key), manifest });
    const latin = (family: string) =>
      `/brand/${key}/fonts/${bt.fonts.find((f) => f.font === family && f.subset === 'latin')!.outName}`;
    // Body first: the text of the first paint; then the headings', whose late swap laid the
    // whole page out again after the first paint.
    expect(bt.preload).toEqual([
      latin(manifest.typography.body),
      latin(manifest.typography.heading),
    ]);
    expect(bt.preload.every((url) => !url.includes('latin-ext'))).toBe(true);
  });
});
