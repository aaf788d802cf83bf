import { Command } from 'commander';
import {
  brandsDirOption,
  outDirOption,
  type BrandsDirOptions,
  type OutDirOptions,
} from '../utils/options.js';
import { displayPath, resolveBrandsDir, resolveOutDir } from '../utils/paths.js';

export function buildCommand(): Command {
  return new Command('build')
    .description('validate, make images, then write theme and SEO bundles and the brand index')
    .argument('[keys...]', 'brands to build (default: all)')
    .addOption(brandsDirOption())
    .addOption(outDirOption())
    .action(async (keys: string[], options: BrandsDirOptions & OutDirOptions) => {
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
    });
}
