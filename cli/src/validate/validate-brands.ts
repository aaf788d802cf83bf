import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  BrandManifestSchema,
  IMAGE_NAMES,
  LANGUAGES,
  type BrandManifest,
} from '@jobboard/manifest';
import { largestRequirement, planVariants, targetAspect } from '../images/plan-variants.js';
import { UnreadableImageError, readSourceImage } from '../images/source-image.js';
import { withSuffix } from '../seo/seo-head-data.js';
import { CliError } from '../utils/handle-error.js';
import { displayPath } from '../utils/paths.js';
import { createReport, type Diagnostic, type ValidationReport } from './diagnostics.js';
import { parseJsonSource, type ParsedJson } from './json-source.js';
import { schemaProblems } from './schema-diagnostics.js';
import { contrastDiagnostics, logoDiagnostics } from './theme-diagnostics.js';

export interface ValidateOptions {
  brandsDir: string;
  /** Brands to report on; all when empty. Cross-brand checks always look at every brand. */
  keys?: string[];
}

/** One brand folder as read from disk, valid or not. */
export interface LoadedBrand {
  key: string;
  dir: string;
  file: string;
  /** The parsed JSON (undefined when the file is missing or not JSON). */
  json?: ParsedJson;
  /** The manifest with defaults applied, when the schema accepts the file. */
  manifest?: BrandManifest;
  diagnostics: Diagnostic[];
}

/** `seo.title.en` → `seo.title`, `aliasHosts[1]` → `aliasHosts`, `name` → ''. */
export function parentPath(jsonPath: string): string {
  return jsonPath.replace(/\[\d+\]$|(^|\.)[^.[\]]+$/, '');
}

/** Titles longer than this are cut in search results (roughly 600 px of text). */
const TITLE_WARN_LENGTH = 70;
const DESCRIPTION_WARN_LENGTH = 170;
/** A cropped image whose aspect ratio differs by more than this loses visible parts. */
const ASPECT_TOLERANCE = 0.02;

export async function listBrandFolders(brandsDir: string): Promise<string[]> {
  const entries = await readdir(brandsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !e.name.startsWith('_'))
    .map((e) => e.name)
    .sort();
}

/** The requested keys, checked against the folders; all folders when none is requested. */
export async function selectBrands(brandsDir: string, keys: string[] = []): Promise<string[]> {
  const all = await listBrandFolders(brandsDir);
  if (keys.length === 0) return all;
  const unknown = keys.filter((k) => !all.includes(k));
  if (unknown.length > 0) {
    throw new CliError(`unknown brand${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, {
      suggestion: `Brands in ${displayPath(brandsDir)}: ${all.join(', ') || '(none)'}.`,
    });
  }
  return [...new Set(keys)];
}

/**
 * Reads and checks one brand. `deep` false stops after the schema: enough for the
 * cross-brand checks of brands that were not asked for, without reading their images.
 */
export async function loadBrand(brandsDir: string, key: string, deep = true): Promise<LoadedBrand> {
  const dir = path.join(brandsDir, key);
  const file = path.join(dir, 'brand.json');
  const shown = displayPath(file);
  const brand: LoadedBrand = { key, dir, file, diagnostics: [] };
  const add = (
    d: Omit<Diagnostic, 'brand' | 'file' | 'severity'> & { severity?: Diagnostic['severity'] },
  ) => brand.diagnostics.push({ brand: key, file: shown, severity: 'error', ...d });

  if (!existsSync(file)) {
    add({
      path: '',
      message: 'brand.json is missing',
      suggestion: `Create it with \`pnpm brand new ${key}\`, or remove the folder.`,
    });
    return brand;
  }
  const parsed = parseJsonSource(await readFile(file, 'utf8'));
  if (!parsed.ok) {
    const { message, suggestion, line, column } = parsed.error;
    add({ path: '', message: `Invalid JSON: ${message}`, suggestion, line, column });
    return brand;
  }
  const json = parsed.json;
  brand.json = json;
  const at = (p: string) => {
    // A missing field has no location: point at the nearest parent that exists.
    for (let candidate = p; ; candidate = parentPath(candidate)) {
      const location = json.locate(candidate);
      if (location || candidate === '') return location ?? { line: 1, column: 1 };
    }
  };
  for (const duplicate of json.duplicateKeys) {
    add({
      path: duplicate.path,
      message: 'This field is written twice; only the last one counts',
      suggestion: 'Keep one of the two.',
      line: duplicate.line,
      column: duplicate.column,
    });
  }
  const result = BrandManifestSchema.safeParse(json.value);
  if (!result.success) {
    for (const problem of schemaProblems(result.error.issues, json.value))
      add({ ...problem, ...at(problem.path) });
    return brand;
  }
  brand.manifest = result.data;
  const manifest = result.data;
  if (!deep) return brand;

  if (manifest.name !== key) {
    add({
      path: 'name',
      message: `"name" is "${manifest.name}" but the folder is "${key}"`,
      suggestion: `Set "name" to "${key}", or rename the folder to ${manifest.name}.`,
      ...at('name'),
    });
  }
  for (const lang of LANGUAGES) {
    const title = withSuffix(manifest.seo.title[lang], manifest.seo.suffix[lang]);
    if (title.length > TITLE_WARN_LENGTH) {
      add({
        severity: 'warning',
        path: `seo.title.${lang}`,
        message: `The page title with its suffix is ${title.length} characters; search engines cut it after about ${TITLE_WARN_LENGTH}`,
        suggestion: 'Shorten the title or the suffix.',
        ...at(`seo.title.${lang}`),
      });
    }
    const description = manifest.seo.description[lang];
    if (description.length > DESCRIPTION_WARN_LENGTH) {
      add({
        severity: 'warning',
        path: `seo.description.${lang}`,
        message: `The meta description is ${description.length} characters; search engines cut it after about 160`,
        suggestion: 'Keep the essential in the first 150 characters.',
        ...at(`seo.description.${lang}`),
      });
    }
  }
  for (const d of contrastDiagnostics(manifest)) add({ ...d, ...at(d.path) });
  await checkImages(brand, manifest, (d) => add({ ...d, ...at(d.path) }));
  if (!brand.diagnostics.some((d) => d.severity === 'error' && d.path.startsWith('images.logo')))
    for (const d of await logoDiagnostics(brand.dir, manifest)) add({ ...d, ...at(d.path) });
  return brand;
}

async function checkImages(
  brand: LoadedBrand,
  manifest: BrandManifest,
  add: (
    d: Pick<Diagnostic, 'path' | 'message' | 'suggestion'> & { severity?: Diagnostic['severity'] },
  ) => void,
): Promise<void> {
  for (const image of IMAGE_NAMES) {
    const relative = manifest.images[image];
    const file = path.join(brand.dir, relative);
    const jsonPath = `images.${image}`;
    if (!existsSync(file)) {
      add({
        path: jsonPath,
        message: `${relative} does not exist`,
        suggestion: `Add ${displayPath(file)} or correct the path.`,
      });
      continue;
    }
    let source;
    try {
      source = await readSourceImage(file);
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      add({
        path: jsonPath,
        message: `${relative} cannot be used: ${error.message}`,
        suggestion: 'Export the image again as SVG, PNG, JPEG or WebP.',
      });
      continue;
    }
    const { size } = source;
    const aspect = targetAspect(image);
    if (
      aspect !== undefined &&
      Math.abs(size.width / size.height - aspect) / aspect > ASPECT_TOLERANCE
    ) {
      add({
        severity: 'warning',
        path: jsonPath,
        message: `${relative} is ${Math.round(size.width)}×${Math.round(size.height)}; the ${image} is ${aspect === 1 ? 'square' : `${aspect.toFixed(2)}:1`}, so it will be ${image === 'favicon' ? 'letterboxed' : 'cropped'}`,
        suggestion: 'Export it at the target aspect ratio to control what is shown.',
      });
    }
    // For an SVG the declared size (width/height or viewBox) is the size it was designed at:
    // the renderer raises the density so pixels stay crisp, but artwork drawn for a 64 px
    // favicon rarely holds up at 512, so the same rule applies as for raster images.
    const plan = planVariants({ image, sourceHash: source.hash, sourceSize: size, manifest });
    const requirement = largestRequirement(plan, size);
    if (
      requirement &&
      (requirement.needed.width > size.width || requirement.needed.height > size.height)
    ) {
      const { variant, needed } = requirement;
      add({
        path: jsonPath,
        message: `${relative} is ${Math.round(size.width)}×${Math.round(size.height)}, too small for its largest variant (${variant.width}×${variant.height})`,
        suggestion:
          source.kind === 'svg'
            ? `Draw it at (or set width="${needed.width}" height="${needed.height}" on the <svg>) at least ${needed.width}×${needed.height}.`
            : `Provide at least ${needed.width}×${needed.height} px, or an SVG.`,
      });
    }
  }
}

/** Hosts and slugs must not be shared: the server picks the brand by host. */
function crossBrandDiagnostics(brands: LoadedBrand[], selected: Set<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  type Claim = { brand: LoadedBrand; path: string };
  const claims = new Map<string, Claim[]>();
  const claim = (value: unknown, brand: LoadedBrand, claimPath: string, space: string) => {
    if (typeof value !== 'string' || value === '') return;
    const id = `${space}\u0000${value}`;
    claims.set(id, [...(claims.get(id) ?? []), { brand, path: claimPath }]);
  };
  for (const brand of brands) {
    // Raw JSON, not the parsed manifest: a brand with an unrelated error still owns its host.
    const raw = brand.json?.value;
    if (typeof raw !== 'object' || raw === null) continue;
    const record = raw as Record<string, unknown>;
    claim(record.hostKey, brand, 'hostKey', 'host');
    if (Array.isArray(record.aliasHosts))
      record.aliasHosts.forEach((h, i) => claim(h, brand, `aliasHosts[${i}]`, 'host'));
    claim(record.name, brand, 'name', 'name');
    const slugs = record.jobPageSlugs;
    if (typeof slugs === 'object' && slugs !== null) {
      for (const lang of LANGUAGES)
        claim(
          (slugs as Record<string, unknown>)[lang],
          brand,
          `jobPageSlugs.${lang}`,
          `slug-${lang}`,
        );
    }
  }
  for (const [id, owners] of claims) {
    if (owners.length < 2) continue;
    const [space, value] = id.split('\u0000') as [string, string];
    for (const owner of owners) {
      if (!selected.has(owner.brand.key)) continue;
      const others = owners.filter((o) => o !== owner);
      const where = others
        .map((o) =>
          o.brand === owner.brand ? `its own ${o.path}` : `brand "${o.brand.key}" (${o.path})`,
        )
        .join(', ');
      const what = space === 'host' ? 'Host' : space === 'name' ? 'Key' : 'Job page slug';
      const location = owner.brand.json?.locate(owner.path);
      diagnostics.push({
        brand: owner.brand.key,
        file: displayPath(owner.brand.file),
        path: owner.path,
        severity: 'error',
        message: `${what} "${value}" is also used by ${where}`,
        suggestion:
          space === 'host'
            ? 'Each host serves exactly one brand: remove it from one of them.'
            : space === 'name'
              ? 'Each brand needs its own key, equal to its folder name.'
              : 'Choose a slug no other brand uses in this language.',
        ...location,
      });
    }
  }
  return diagnostics;
}

/** Reads every brand (cross-brand checks need them all) and reports on the selected ones. */
export async function validateBrands(
  options: ValidateOptions,
): Promise<ValidationReport & { loaded: LoadedBrand[] }> {
  const selectedKeys = await selectBrands(options.brandsDir, options.keys);
  const all = await listBrandFolders(options.brandsDir);
  const selected = new Set(selectedKeys);
  const loaded: LoadedBrand[] = [];
  for (const key of all) loaded.push(await loadBrand(options.brandsDir, key, selected.has(key)));
  const diagnostics = [
    ...loaded.filter((b) => selected.has(b.key)).flatMap((b) => b.diagnostics),
    ...crossBrandDiagnostics(loaded, selected),
  ].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return {
    ...createReport(selectedKeys, diagnostics),
    loaded: loaded.filter((b) => selected.has(b.key)),
  };
}
