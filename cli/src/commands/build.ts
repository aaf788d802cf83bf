import { Command, Option } from 'commander';
import {
  brandsDirOption,
  outDirOption,
  type BrandsDirOptions,
  type OutDirOptions,
} from '../utils/options.js';
import { CliError } from '../utils/handle-error.js';
import { displayPath, resolveBrandsDir, resolveOutDir } from '../utils/paths.js';

interface BuildCommandOptions extends BrandsDirOptions, OutDirOptions {
  out?: string;
}

export function buildCommand(): Command {
  return new Command('build')
    .description('validate, make images, then write theme and SEO bundles and the brand index')
    .argument('[keys...]', 'brands to build (default: all)')
    .addOption(brandsDirOption())
    .addOption(outDirOption())
    .addOption(
      new Option(
        '--out <dir>',
        'also write a deployable artefact of the one brand given: its bundle, images, and the site’s client and SSR bundles (serve it with GENERATED_DIR=<dir>)',
      ),
    )
    .action(async (keys: string[], options: BuildCommandOptions) => {
      if (options.out !== undefined && keys.length !== 1) {
        throw new CliError('--out takes exactly one brand', {
          suggestion: 'pnpm brand build <key> --out <dir>',
        });
      }
      const { loadValidBrands } = await import('../utils/valid-brands.js');
      const { buildBrands } = await import('../build/build-brands.js');
      const started = performance.now();
      const brandsDir = resolveBrandsDir(options.brandsDir);
      const outDir = resolveOutDir(options.outDir);
      const brands = await loadValidBrands(brandsDir, keys);
      const result = await buildBrands({ brandsDir, outDir, brands, all: keys.length === 0 });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `built ${result.brands.length} brand${result.brands.length === 1 ? '' : 's'} into ${displayPath(outDir)} in ${seconds} s ` +
          `(${result.imagesWritten} image files written, ${result.imagesSkipped} images unchanged, ${result.filesChanged} bundle files changed)\n`,
      );
      if (options.out !== undefined) {
        const { writeBrandArtefact } = await import('../build/artefact.js');
        const artefact = await writeBrandArtefact({
          key: keys[0]!,
          generatedDir: outDir,
          out: resolveOutDir(options.out),
        });
        process.stdout.write(
          `artefact ${displayPath(artefact.dir)}: ${(artefact.bytes / 1024 / 1024).toFixed(1)} MB (GENERATED_DIR=${displayPath(artefact.dir)} pnpm serve)\n`,
        );
      }
    });
}
