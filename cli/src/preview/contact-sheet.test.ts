import { describe, expect, it } from 'vitest';
import { BrandManifestSchema } from '@jobboard/manifest';
import { createTheme } from '@jobboard/themes';
import { formatRatio, renderContactSheet } from './contact-sheet.js';
import { rolesWithContrast, type BrandPreview, type PreviewReport } from './preview-report.js';

/** A brand's preview as collectBrandAssets and the capture would make it, without a browser. */
function brandPreview(key: string, primary: string): BrandPreview {
  const schema = BrandManifestSchema.shape;
  const theme = createTheme({
    name: key,
    colors: schema.colors.parse({ primary, secondary: '#d4a72c' }),
    typography: schema.typography.parse({ body: 'inter', heading: 'source-serif-4' }),
    shape: schema.shape.parse({}),
    layout: schema.layout.parse({}),
    behaviour: { logoMaxWidth: { employerHeader: 90, footer: 110, publicHeader: 150 } },
  });
  const { roles, contrast } = rolesWithContrast(theme.colors);
  return {
    key,
    name: `${key} label`,
    roles,
    contrast,
    logos: [
      {
        placement: 'footer',
        variant: 'logoLight',
        background: theme.colors.footerBg,
        displayWidth: 110,
        label: 'footer (logoLight)',
        file: `${key}/logoLight.220x55.abc.png`,
        width: 220,
        height: 55,
      },
    ],
    favicons: [{ label: '32×32', file: `${key}/favicon.32x32.abc.png`, width: 32, height: 32 }],
    ogImage: {
      label: 'Open Graph',
      file: `${key}/ogImage.1200x630.abc.jpg`,
      width: 1200,
      height: 630,
    },
    shots: [
      {
        page: 'home',
        lang: 'fr',
        viewport: 'desktop',
        url: 'http://x/fr',
        file: `${key}/home-fr-desktop.png`,
      },
      {
        page: 'offer',
        lang: 'en',
        viewport: 'mobile',
        url: 'http://x/en/offer',
        error: 'timed out',
      },
    ],
  };
}

describe('renderContactSheet', () => {
  const report: PreviewReport = {
    generatedAt: '2026-11-23T12:00:00.000Z',
    brands: [brandPreview('alpha', '#7b1e3a'), brandPreview('beta', '#0b5cad')],
    seconds: 42,
  };
  const html = renderContactSheet(report);

  it('names each brand with an anchor the navigation links to', () => {
    for (const key of ['alpha', 'beta']) {
      expect(html).toContain(`<section id="${key}">`);
      expect(html).toContain(`<a href="#${key}">${key}</a>`);
      expect(html).toContain(`${key} label`);
    }
  });

  it('lists each colour role with its colour and its worst contrast ratio', () => {
    for (const brand of report.brands) {
      const section = html.slice(html.indexOf(`<section id="${brand.key}">`));
      for (const role of brand.roles) {
        expect(section).toContain(`<td>${role.role}</td><td><code>${role.color}</code></td>`);
        if (role.pairs[0]) expect(section).toContain(formatRatio(role.pairs[0].ratio));
      }
    }
    // The ratios are real numbers of the theme, not placeholders.
    const text = report.brands[0]!.roles.find((r) => r.role === 'text')!;
    expect(text.pairs[0]!.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('links and shows every image: screenshots, logos, favicons, Open Graph', () => {
    for (const brand of report.brands) {
      const files = [
        brand.shots[0]!.file!,
        brand.logos[0]!.file,
        brand.favicons[0]!.file,
        brand.ogImage!.file,
      ];
      for (const file of files) {
        expect(html).toContain(`<a href="${file}">`);
        expect(html).toContain(`src="${file}"`);
      }
      expect(html).toContain(`background:${brand.logos[0]!.background}`);
    }
  });

  it('says which screenshot failed instead of showing a broken image', () => {
    expect(html).toContain('timed out');
    expect(html).not.toContain('src="undefined"');
  });

  it('escapes text it did not write', () => {
    const evil = brandPreview('gamma', '#333333');
    evil.name = '<script>alert(1)</script>';
    const out = renderContactSheet({ ...report, brands: [evil] });
    expect(out).not.toContain('<script>alert(1)</script>');
    expect(out).toContain('&lt;script&gt;');
  });
});
