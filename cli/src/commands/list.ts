import { Command } from 'commander';
import {
  brandsDirOption,
  outDirOption,
  type BrandsDirOptions,
  type OutDirOptions,
} from '../utils/options.js';
import { resolveBrandsDir } from '../utils/paths.js';

export function listCommand(): Command {
  return new Command('list')
    .description('list the brands with host, label and the state of their build')
    .option('--json', 'print the list as JSON')
    .addOption(brandsDirOption())
    .addOption(outDirOption())
    .action(async (options: BrandsDirOptions & OutDirOptions & { json?: boolean }) => {
      const { listBrands, formatBrandList } = await import('../list/list-brands.js');
      const brands = await listBrands({
        brandsDir: resolveBrandsDir(options.brandsDir),
        outDir: options.outDir,
      });
      process.stdout.write(
        options.json ? JSON.stringify(brands, null, 2) + '\n' : formatBrandList(brands),
      );
    });
}
