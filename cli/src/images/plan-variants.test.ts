import { BrandManifestSchema, type BrandManifest } from '@jobboard/manifest';
import { describe, expect, it } from 'vitest';
import {
  largestRequirement,
  logoWidths,
  planVariants,
  toBundleVariants,
  type PlanInput,
} from './plan-variants.js';

const manifest: Pick<BrandManifest, 'behaviour' | 'colors' | 'layout'> = {
  behaviour: BrandManifestSchema.shape.behaviour.parse({}),
  layout: BrandManifestSchema.shape.layout.parse({}),
  colors: {
    primary: '#0d47a1',
    secondary: '#ffb300',
    roles: { page: '#ffffff' },
  },
};

function plan(overrides: Partial<PlanInput> = {}) {
  return planVariants({
    image: 'logo',
    sourceHash: 'a'.repeat(64),
    sourceSize: { width: 480, height: 120 },
    manifest,
    ...overrides,
  });
}

describe('planVariants', () => {
  it('makes logos at every layout width, 1x and 2x, in AVIF, WebP and PNG', () => {
    expect(logoWidths(manifest)).toEqual([150, 175, 200, 300, 350, 400]);
    const { variants, hash } = plan();
    expect(variants).toHaveLength(18);
    expect(variants[0]).toEqual({
      file: `logo.150x38.${hash}.avif`,
      width: 150,
      height: 38,
      format: 'avif',
      fit: 'fill',
    });
    expect(new Set(variants.map((v) => v.format))).toEqual(new Set(['avif', 'webp', 'png']));
  });

  it('follows a brand’s smaller logos', () => {
    const small = {
      ...manifest,
      behaviour: {
        ...manifest.behaviour,
        logoMaxWidth: { employerHeader: 90, footer: 110, publicHeader: 150 },
      },
    };
    expect(logoWidths(small)).toEqual([90, 110, 150, 180, 220, 300]);
  });

  it('crops heroes to 960x300 at three widths, with a JPEG fallback', () => {
    const sizes = plan({
      image: 'homeHero',
      sourceSize: { width: 1920, height: 600 },
    }).variants.map((v) => `${v.width}x${v.height}.${v.format}`);
    expect(sizes).toEqual([
      '480x150.avif',
      '480x150.webp',
      '480x150.jpeg',
      '960x300.avif',
      '960x300.webp',
      '960x300.jpeg',
      '1920x600.avif',
      '1920x600.webp',
      '1920x600.jpeg',
    ]);
  });

  it('makes the Open Graph image 1200x630 in formats crawlers read', () => {
    const variants = plan({ image: 'ogImage', sourceSize: { width: 1200, height: 630 } }).variants;
    expect(
      variants.map((v) => [
        v.width,
        v.height,
        v.format,
        v.file.endsWith('.jpg') || v.file.endsWith('.webp'),
      ]),
    ).toEqual([
      [1200, 630, 'jpeg', true],
      [1200, 630, 'webp', true],
    ]);
  });

  it('makes the favicon set with an opaque apple-touch icon and an .ico', () => {
    const variants = plan({ image: 'favicon', sourceSize: { width: 512, height: 512 } }).variants;
    expect(variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '16.png',
      '32.png',
      '180.png',
      '192.png',
      '512.png',
      '48.ico',
    ]);
    expect(variants.find((v) => v.width === 180)?.background).toBe('#ffffff');
    expect(variants.find((v) => v.format === 'ico')?.icoSizes).toEqual([16, 32, 48]);
  });

  it('changes the hash, hence every URL, when the source or the settings change', () => {
    const base = plan().hash;
    expect(base).toMatch(/^[0-9a-f]{8}$/);
    expect(plan().hash).toBe(base);
    expect(plan({ sourceHash: 'b'.repeat(64) }).hash).not.toBe(base);
    expect(
      plan({
        manifest: { ...manifest, colors: { ...manifest.colors, roles: { page: '#000000' } } },
      }).hash,
    ).not.toBe(base);
  });

  it('gives the server URLs of the images bundle', () => {
    const [first] = toBundleVariants('sample', plan());
    expect(first).toEqual({
      path: `/brand/sample/images/logo.150x38.${plan().hash}.avif`,
      width: 150,
      height: 38,
      format: 'avif',
    });
  });
});

describe('largestRequirement', () => {
  it('asks a hero source for both sides of the 2x crop', () => {
    const hero = plan({ image: 'homeHero', sourceSize: { width: 1600, height: 900 } });
    expect(largestRequirement(hero, { width: 1600, height: 900 })?.needed).toEqual({
      width: 1920,
      height: 1080,
    });
  });

  it('asks a logo source only for the largest width', () => {
    const logo = plan({ sourceSize: { width: 200, height: 50 } });
    expect(largestRequirement(logo, { width: 200, height: 50 })?.needed).toEqual({
      width: 400,
      height: 100,
    });
  });
});
