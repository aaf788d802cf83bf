import { Command } from 'commander';
import {
  brandsDirOption,
  outDirOption,
  type BrandsDirOptions,
  type OutDirOptions,
} from '../utils/options.js';
import { resolveBrandsDir, resolveOutDir } from '../utils/paths.js';

export function imagesCommand(): Command {
  return new Command('images')
    .description(
      'make the image variants (AVIF, WebP, PNG/JPEG, favicon set) of valid brands, skipping unchanged ones',
    )
    .argument('[keys...]', 'brands to process (default: all)')
    .addOption(brandsDirOption())
    .addOption(outDirOption())
    .action(async (keys: string[], options: BrandsDirOptions & OutDirOptions) => {
      const { loadValidBrands } = await import('../utils/valid-brands.js');
      const { renderImagesForBrands } = await import('../images/images-for-brands.js');
      const brands = await loadValidBrands(resolveBrandsDir(options.brandsDir), keys);
      const started = performance.now();
      const { written, skipped } = await renderImagesForBrands(
        brands,
        resolveOutDir(options.outDir),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `${written} files written, ${skipped} images unchanged, in ${seconds} s\n`,
      );
    });
}
