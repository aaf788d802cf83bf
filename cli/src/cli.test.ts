import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BrandIndexSchema, REPO_ROOT, brandSourceHash, listBrandKeys } from '@jobboard/manifest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempBrands, type TempBrands } from './testing/temp-brands.js';

/**
 * End to end: the real `brand` command (tsx cli/src/index.ts, as `pnpm brand` runs it) on
 * temporary copies of committed brands, with a temporary GENERATED_DIR.
 */
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const ENTRY = path.join(REPO_ROOT, 'cli', 'src', 'index.ts');

function brand(args: string[], temp: TempBrands) {
  // Plain text for the assertions; FORCE_COLOR (set by some runners) would win over NO_COLOR.
  const { FORCE_COLOR: _force, ...env } = process.env;
  const result = spawnSync(TSX, [ENTRY, ...args, '--brands-dir', temp.brandsDir], {
    cwd: temp.root,
    encoding: 'utf8',
    env: { ...env, GENERATED_DIR: temp.outDir, NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let temp: TempBrands | undefined;
afterEach(() => temp?.remove());

function firstBrand(): string {
  const key = listBrandKeys().includes('jobboard') ? 'jobboard' : listBrandKeys()[0];
  if (!key) throw new Error('the committed brands are missing');
  return key;
}

describe('brand validate', () => {
  it('exits 1 naming the file and the field that was removed', () => {
    const key = firstBrand();
    temp = createTempBrands([key]);
    const manifest = temp.readManifest(key) as { seo: { title: Record<string, string> } };
    delete manifest.seo.title.en;
    temp.writeManifest(key, manifest);

    const human = brand(['validate'], temp);
    expect(human.status).toBe(1);
    expect(human.stdout).toContain(path.join('brands', key, 'brand.json'));
    expect(human.stdout).toContain('seo.title.en  Missing field "en"');
    expect(human.stdout).toContain('→ Add the English text');
    expect(human.stdout).toMatch(/✖ 1 error in 1 of 1 brand/);

    const json = brand(['validate', key, '--json'], temp);
    expect(json.status).toBe(1);
    const report = JSON.parse(json.stdout) as {
      valid: boolean;
      diagnostics: Array<Record<string, unknown>>;
    };
    expect(report.valid).toBe(false);
    expect(report.diagnostics).toEqual([
      expect.objectContaining({
        brand: key,
        file: path.join('brands', key, 'brand.json'),
        path: 'seo.title.en',
        severity: 'error',
      }),
    ]);
  });

  it('reports broken JSON with line and column, and unknown brands as usage errors', () => {
    const key = firstBrand();
    temp = createTempBrands([key]);
    writeFileSync(temp.brandFile(key), '{\n  "name": "x",\n  "hostKey": "x.ca",\n}\n');
    const broken = brand(['validate'], temp);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain(`${path.join('brands', key, 'brand.json')}:3:20`);
    expect(broken.stdout).toContain('Invalid JSON: Trailing comma before }');

    const unknown = brand(['validate', 'nope'], temp);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown brand: nope');
  });
});

describe('brand build', () => {
  it('writes every bundle, and a second build rewrites no image', () => {
    const key = firstBrand();
    temp = createTempBrands([key]);
    const first = brand(['build'], temp);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/\[5\/5\] .*done/);

    const out = path.join(temp.outDir, 'brands', key);
    const index = BrandIndexSchema.parse(
      JSON.parse(readFileSync(path.join(temp.outDir, 'brands', 'index.json'), 'utf8')),
    );
    expect(index.brands.map((b) => b.key)).toEqual([key]);
    const [entry] = index.brands;
    // The index records what the server checks the build against, and the stylesheet's name.
    expect(entry?.sourceHash).toBe(brandSourceHash(path.join(temp.brandsDir, key)));
    expect(entry?.themeCss).toMatch(/^theme\.[0-9a-f]{8}\.css$/);
    expect(entry?.bundleHash).toMatch(/^[0-9a-f]{16}$/);
    for (const file of [
      'manifest.json',
      'images.json',
      'theme.json',
      entry!.themeCss,
      'seo/head.html.hbs',
      'seo/head.fr.html',
      'seo/head.en.html',
      'seo/robots.txt',
      'seo/site.webmanifest',
    ]) {
      expect(statSync(path.join(out, file)).size, file).toBeGreaterThan(0);
    }
    // The home head links the content-hashed stylesheet.
    expect(readFileSync(path.join(out, 'seo/head.fr.html'), 'utf8')).toContain(
      `<link rel="stylesheet" href="/brand/${key}/${entry!.themeCss}">`,
    );

    const imagesDir = path.join(out, 'images');
    const mtimes = () =>
      Object.fromEntries(
        readdirSync(imagesDir).map((f) => [
          f,
          statSync(path.join(imagesDir, f), { bigint: true }).mtimeNs,
        ]),
      );
    const before = mtimes();
    expect(Object.keys(before).filter((f) => f.endsWith('.avif')).length).toBeGreaterThan(10);

    const second = brand(['build'], temp);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(
      '0 image files written, 5 images unchanged, 0 bundle files changed',
    );
    expect(mtimes()).toEqual(before);
    // A no-op rebuild keeps the bundle hash: a running server has nothing to swap.
    expect(
      BrandIndexSchema.parse(
        JSON.parse(readFileSync(path.join(temp.outDir, 'brands', 'index.json'), 'utf8')),
      ).brands[0]?.bundleHash,
    ).toBe(entry?.bundleHash);

    const list = brand(['list', '--json'], temp);
    expect(JSON.parse(list.stdout)).toEqual([
      expect.objectContaining({
        key,
        build: expect.objectContaining({ state: 'built' }) as unknown,
      }),
    ]);
    // A touch is no change (the server compares content too); an edit is.
    const future = new Date(Date.now() + 60_000);
    utimesSync(temp.brandFile(key), future, future);
    expect(brand(['list'], temp).stdout).not.toContain('stale');
    writeFileSync(temp.brandFile(key), readFileSync(temp.brandFile(key), 'utf8') + '\n');
    utimesSync(temp.brandFile(key), future, future);
    const stale = brand(['list'], temp);
    expect(stale.stdout).toMatch(new RegExp(`${key} .*stale \\(brand\\.json changed since`));
  });

  it('--out writes a deployable artefact of one brand: its bundle, the site bundles, an index of it', () => {
    const key = firstBrand();
    temp = createTempBrands([key, listBrandKeys().find((k) => k !== key)!]);
    const artefact = path.join(temp.root, 'artefact');

    // Not without the site's client and SSR bundles.
    const noSite = brand(['build', key, '--out', artefact], temp);
    expect(noSite.status).toBe(2);
    expect(noSite.stderr).toContain('the site is not built');
    expect(noSite.stderr).toContain('pnpm --filter @jobboard/core build');

    for (const folder of ['client', 'ssr']) {
      mkdirSync(path.join(temp.outDir, folder), { recursive: true });
      writeFileSync(path.join(temp.outDir, folder, `${folder}.js`), `// ${folder}\n`);
    }
    expect(brand(['build', key, '--out'], temp).status).not.toBe(0);
    expect(brand(['build', '--out', artefact], temp).stderr).toContain(
      '--out takes exactly one brand',
    );
    const built = brand(['build', key, '--out', artefact], temp);
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(built.stdout).toMatch(/artefact .*artefact: \d+\.\d MB/);
    expect(readdirSync(artefact).sort()).toEqual(['brands', 'client', 'ssr']);
    expect(readdirSync(path.join(artefact, 'brands')).sort()).toEqual(['index.json', key].sort());
    const index = BrandIndexSchema.parse(
      JSON.parse(readFileSync(path.join(artefact, 'brands', 'index.json'), 'utf8')),
    );
    expect(index.brands.map((b) => b.key)).toEqual([key]);
    expect(readdirSync(path.join(artefact, 'brands', key, 'images')).length).toBeGreaterThan(10);
    expect(readFileSync(path.join(artefact, 'ssr', 'ssr.js'), 'utf8')).toBe('// ssr\n');

    // Built again over itself; never over a folder that holds something else.
    expect(brand(['build', key, '--out', artefact], temp).status).toBe(0);
    const other = path.join(temp.root, 'other');
    mkdirSync(other);
    writeFileSync(path.join(other, 'keep.txt'), 'mine');
    const refused = brand(['build', key, '--out', other], temp);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('is not empty and holds no earlier brand artefact');
    expect(readFileSync(path.join(other, 'keep.txt'), 'utf8')).toBe('mine');
  });

  it('stops before writing anything when a brand is invalid', () => {
    const key = firstBrand();
    temp = createTempBrands([key]);
    temp.writeManifest(key, { ...temp.readManifest(key), hostKey: 'https://www.example.ca' });
    const result = brand(['build'], temp);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('hostKey');
    expect(result.stdout).toContain('Write the bare domain: "example.ca"');
    expect(() => statSync(temp?.outDir ?? '')).toThrow();
  });
});

describe('brand new', () => {
  it('scaffolds a valid brand from flags, and refuses an existing key', () => {
    temp = createTempBrands([]);
    const flags = [
      '--label-fr',
      'Emplois Mécanique',
      '--label-en',
      'Mechanics Jobs',
      '--host',
      'https://www.emplois-mecanique.ca/',
      '--category-fr',
      'Mécanique',
      '--category-en',
      'Mechanics',
      '--primary',
      '#8a1c1c',
      '--secondary',
      '#ffd166',
      '--privacy-address',
      '450, rue Saint-Pierre, Montréal (Québec) H2Y 2M9',
    ];
    const created = brand(['new', 'emplois_mecanique', ...flags], temp);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('✔ 1 brand valid');
    const manifest = temp.readManifest('emplois_mecanique') as {
      hostKey: string;
      colors: Record<string, string>;
      privacy: { officer: { email: string; postalAddress: { fr: string } } };
    };
    expect(manifest.hostKey).toBe('emplois-mecanique.ca');
    expect(manifest.privacy.officer.email).toBe('vie-privee@emplois-mecanique.ca');
    expect(manifest.privacy.officer.postalAddress.fr).toBe(
      '450, rue Saint-Pierre, Montréal (Québec) H2Y 2M9',
    );
    // Only the chosen colours: every other role is derived (and readable) by the theme.
    expect(manifest.colors).toEqual({ primary: '#8a1c1c', secondary: '#ffd166' });

    const again = brand(['new', 'emplois_mecanique', ...flags], temp);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('brand "emplois_mecanique" already exists');

    const missing = brand(['new', 'other_board', '--label-fr', 'Autre'], temp);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('missing --category-fr, --category-en, --privacy-address');
  });
});
