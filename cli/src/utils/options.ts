import { Option } from 'commander';

/** Every command takes --brands-dir, so tests and previews can run on a copy of brands/. */
export function brandsDirOption(): Option {
  return new Option('--brands-dir <dir>', 'brands folder (default: $BRANDS_DIR or <repo>/brands)');
}

/** Where bundles go; the server reads the same GENERATED_DIR. */
export function outDirOption(): Option {
  return new Option(
    '--out-dir <dir>',
    'output folder (default: $GENERATED_DIR or <repo>/.generated)',
  );
}

export interface BrandsDirOptions {
  brandsDir?: string;
}

export interface OutDirOptions {
  outDir?: string;
}
