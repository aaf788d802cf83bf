import { BrandManifestSchema, type BrandManifest } from '@jobboard/manifest';
import { createTheme } from '@jobboard/themes';
import type { BrandBundle } from '../lib/brand';

/** A made-up brand for tests (no real brand key in core code). */
export function testManifest(over: Partial<BrandManifest> = {}): BrandManifest {
  const text = (fr: string, en: string) => ({ fr, en });
  return {
    ...BrandManifestSchema.parse({
      name: 'testboard',
      hostKey: 'testboard.example',
      label: text('Test Emplois', 'Test Jobs'),
      title: text('Emplois de test', 'Test jobs'),
      description: text('Des emplois pour tester.', 'Jobs to test with.'),
      category: text('tests', 'testing'),
      professional: text('testeurs', 'testers'),
      images: {
        favicon: 'assets/favicon.png',
        logo: 'assets/logo.png',
        logoLight: 'assets/logo-light.png',
        homeHero: 'assets/hero.jpg',
        ogImage: 'assets/og.jpg',
      },
      jobPageSlugs: { fr: 'emplois-test', en: 'test-jobs' },
      seo: {
        suffix: text(' | Test Emplois', ' | Test Jobs'),
        title: text('Test Emplois – accueil', 'Test Jobs – home'),
        description: text('Desc fr', 'Desc en'),
        keywords: { fr: ['test'], en: ['test'] },
      },
      privacy: {
        officer: {
          title: {
            fr: 'Responsable de la protection des renseignements personnels',
            en: 'Privacy Officer',
          },
          email: 'privacy@example.com',
          postalAddress: {
            fr: '1, rue Exemple, Québec (Québec) G1R 1A1',
            en: '1 Exemple St., Quebec City, Quebec G1R 1A1',
          },
        },
      },
      colors: {
        primary: '#0b5cad',
        secondary: '#1f2937',
      },
      links: { about: { fr: 'https://example.com/a-propos', en: 'https://example.com/about' } },
      adZones: { bigBox: 'unit-1' },
    }),
    ...over,
  };
}

export function testBrand(over: Partial<BrandManifest> = {}): BrandBundle {
  const manifest = testManifest(over);
  const v = (name: string, w: number, h: number, format: 'avif' | 'webp' | 'png' | 'jpeg') => ({
    path: `/brand/testboard/images/${name}.${w}.${format}`,
    width: w,
    height: h,
    format,
  });
  return {
    manifest,
    theme: createTheme(manifest),
    images: {
      favicon: [v('favicon', 32, 32, 'png')],
      logo: [v('logo', 200, 50, 'png'), v('logo', 200, 50, 'webp')],
      logoLight: [v('logoLight', 200, 50, 'png')],
      homeHero: [
        v('homeHero', 960, 300, 'avif'),
        v('homeHero', 960, 300, 'webp'),
        v('homeHero', 960, 300, 'jpeg'),
      ],
      ogImage: [v('ogImage', 1200, 630, 'jpeg')],
    },
  };
}
