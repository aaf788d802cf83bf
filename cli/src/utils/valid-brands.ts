import type { BrandToRender } from '../images/images-for-brands.js';
import { formatReport } from '../validate/format-report.js';
import { validateBrands } from '../validate/validate-brands.js';
import { CliError, EXIT } from './handle-error.js';

/**
 * Validation as the first step of `images` and `build`: prints the report when it has
 * something to say, stops on errors, and hands back the parsed manifests.
 */
export async function loadValidBrands(
  brandsDir: string,
  keys: string[],
  write = (t: string) => process.stdout.write(t),
): Promise<BrandToRender[]> {
  const report = await validateBrands({ brandsDir, keys });
  if (!report.valid || report.warningCount > 0) write(formatReport(report));
  if (!report.valid) {
    throw new CliError('fix the errors above, then build again', {
      exitCode: EXIT.invalid,
      reported: false,
    });
  }
  return report.loaded.flatMap((brand) =>
    brand.manifest ? [{ key: brand.key, dir: brand.dir, manifest: brand.manifest }] : [],
  );
}
