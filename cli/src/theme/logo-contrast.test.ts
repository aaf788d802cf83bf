import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BrandManifestSchema } from '@jobboard/manifest';
import { createTheme } from '@jobboard/themes';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chooseLogos,
  measureLogoPlacements,
  opaqueMeanColor,
  paintedMeanColor,
} from './logo-contrast.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'logo-contrast-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect x="50" y="10" width="100" height="30" fill="${fill}"/></svg>`;
writeFileSync(path.join(dir, 'dark.svg'), svg('#102030'));
writeFileSync(path.join(dir, 'light.svg'), svg('#f0f0f0'));
// Half-transparent white: on screen, the background shows through it.
writeFileSync(
  path.join(dir, 'veil.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="#ffffff" fill-opacity="0.5"/></svg>`,
);
// A light logo on a tile of the footer's own colour: the tile paints nothing visible there.
writeFileSync(
  path.join(dir, 'tile.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="150" height="50" fill="#0e1a2f"/><rect x="150" width="50" height="50" fill="#ffffff"/></svg>`,
);

const colors = BrandManifestSchema.shape.colors.parse({ primary: '#0b57d0', secondary: '#ffb300' });
const layout = (header: 'light' | 'brand' | 'dark') =>
  BrandManifestSchema.shape.layout.parse({ header, footer: 'dark' });
const theme = (header: 'light' | 'brand' | 'dark') =>
  createTheme({
    name: 't',
    colors,
    layout: layout(header),
    typography: BrandManifestSchema.shape.typography.parse({}),
    shape: BrandManifestSchema.shape.shape.parse({}),
    behaviour: { logoMaxWidth: { employerHeader: 150, footer: 175, publicHeader: 200 } },
  });
const images = { logo: 'dark.svg', logoLight: 'light.svg' } as never;

describe('opaqueMeanColor', () => {
  it('ignores transparent pixels', async () => {
    // Three quarters of the canvas are transparent; the mean is the rectangle's colour.
    expect(await opaqueMeanColor(path.join(dir, 'dark.svg'))).toBe('#102030');
  });
});

describe('paintedMeanColor', () => {
  it('blends semi-transparent pixels with the background, as the browser paints them', async () => {
    // Unblended, the veil is white whatever lies under it.
    expect(await opaqueMeanColor(path.join(dir, 'veil.svg'))).toBe('#ffffff');
    expect(await paintedMeanColor(path.join(dir, 'veil.svg'), '#000000', 100)).toBe('#808080');
    expect(await paintedMeanColor(path.join(dir, 'veil.svg'), '#ffffff', 100)).toBe('#ffffff');
  });
});

describe('measureLogoPlacements', () => {
  it('fails a light logo whose tile is the colour of the background it sits on', async () => {
    const footer = theme('light');
    const report = await measureLogoPlacements(
      dir,
      { images: { logo: 'dark.svg', logoLight: 'tile.svg' } as never },
      { ...footer, colors: { ...footer.colors, footerBg: '#0e1a2f' } },
    );
    const placed = report.placements.find((p) => p.placement === 'footer');
    expect(placed?.ratios.logoLight).toBeLessThan(3);
    expect(placed?.pass).toBe(false);
  });
});

describe('chooseLogos', () => {
  it('puts the dark logo on a light header and the light one on dark places', async () => {
    expect(await chooseLogos(dir, { images }, theme('light'))).toEqual({
      publicHeader: 'logo',
      employerHeader: 'logo',
      footer: 'logoLight',
      guestCard: 'logoLight',
      emailHeader: 'logo',
    });
    const dark = await chooseLogos(dir, { images }, theme('dark'));
    expect(dark.publicHeader).toBe('logoLight');
  });

  it('reports the ratio of both logos per placement', async () => {
    const report = await measureLogoPlacements(dir, { images }, theme('brand'));
    const header = report.placements.find((p) => p.placement === 'publicHeader');
    expect(header?.choice).toBe('logoLight');
    expect(header?.ratios.logoLight).toBeGreaterThan(3);
    expect(header?.pass).toBe(true);
  });
});
