import { Command } from 'commander';
import { CliError, EXIT } from '../utils/handle-error.js';
import { brandsDirOption, type BrandsDirOptions } from '../utils/options.js';
import { resolveBrandsDir } from '../utils/paths.js';

export function validateCommand(): Command {
  return new Command('validate')
    .description('check brand manifests: schema, hosts, slugs, images, colour contrast')
    .argument(
      '[keys...]',
      'brands to check (default: all); cross-brand checks always see every brand',
    )
    .option('--json', 'print the report as JSON (for CI)')
    .addOption(brandsDirOption())
    .action(async (keys: string[], options: BrandsDirOptions & { json?: boolean }) => {
      const { validateBrands } = await import('../validate/validate-brands.js');
      const { formatReport, reportToJson } = await import('../validate/format-report.js');
      const report = await validateBrands({ brandsDir: resolveBrandsDir(options.brandsDir), keys });
      process.stdout.write(options.json ? reportToJson(report) : formatReport(report));
      if (!report.valid)
        throw new CliError('validation failed', { exitCode: EXIT.invalid, reported: true });
    });
}
