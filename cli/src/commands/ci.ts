import path from 'node:path';
import { Command, Option } from 'commander';
import { listBrandKeys } from '@jobboard/manifest';
import { CliError, EXIT } from '../utils/handle-error.js';
import {
  brandsDirOption,
  outDirOption,
  type BrandsDirOptions,
  type OutDirOptions,
} from '../utils/options.js';
import { displayPath, resolveBrandsDir, resolveOutDir } from '../utils/paths.js';

interface CiOptions extends BrandsDirOptions, OutDirOptions {
  artefacts?: string;
  snapshots?: string;
}

export function ciCommand(): Command {
  return new Command('ci')
    .description(
      'build and gate each brand on its own (validate, build, artefact) and print a table; CI runs it',
    )
    .argument('[keys...]', 'brands (default: all)')
    .addOption(brandsDirOption())
    .addOption(outDirOption())
    .addOption(
      new Option('--artefacts <dir>', 'where each brand’s artefact goes (<dir>/<key>)').default(
        '.generated/artefacts',
      ),
    )
    .addOption(
      new Option(
        '--snapshots <file>',
        'Playwright JSON report of the per-brand snapshot tests (default: $BRAND_SNAPSHOT_REPORT or test-results/brands/report.json)',
      ),
    )
    .action(async (keys: string[], options: CiOptions) => {
      const { ciBrand, formatCiTable, rowPasses, snapshotResults, SNAPSHOT_REPORT } =
        await import('../ci/brands-ci.js');
      const brandsDir = resolveBrandsDir(options.brandsDir);
      const generatedDir = resolveOutDir(options.outDir);
      const artefactsDir = path.resolve(options.artefacts ?? '.generated/artefacts');
      const snapshots = snapshotResults(
        path.resolve(options.snapshots ?? process.env.BRAND_SNAPSHOT_REPORT ?? SNAPSHOT_REPORT),
      );
      const selected = keys.length > 0 ? keys : listBrandKeys(brandsDir);
      const rows = [];
      for (const [i, key] of selected.entries()) {
        const row = await ciBrand({ key, brandsDir, generatedDir, artefactsDir, snapshots });
        process.stdout.write(
          `[${i + 1}/${selected.length}] ${key}: ${rowPasses(row) ? 'ok' : 'FAILED'} in ${row.seconds.toFixed(1)} s\n`,
        );
        rows.push(row);
      }
      process.stdout.write(
        `\n${formatCiTable(rows)}\n\nartefacts in ${displayPath(artefactsDir)}\n`,
      );
      const failed = rows.filter((r) => !rowPasses(r)).map((r) => r.brand);
      if (failed.length > 0) {
        throw new CliError(`${failed.length} brand(s) failed: ${failed.join(', ')}`, {
          exitCode: EXIT.invalid,
          suggestion: 'Run `pnpm brand validate <key>` for the details.',
        });
      }
    });
}
