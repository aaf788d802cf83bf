import { spawnSync } from 'node:child_process';
import type { BrandManifest } from '@jobboard/manifest';

/**
 * What a previewed board shows is what it will show once served: the demo data publishes an
 * offer on the boards of its category and on the boards of every trade (no `categoryIds`)
 * that existed when the database was seeded. A new board of every trade joins a deployment
 * whose offers are already published elsewhere: it shows its empty state until employers
 * publish on it, so the preview seeds the demo without it. A new board with categories shows
 * its categories' demo offers.
 */
export function boardsLeftOutOfDemo(
  brands: Array<{ key: string; dir: string; manifest: Pick<BrandManifest, 'categoryIds'> }>,
  isNew: (brandDir: string) => boolean,
): string[] {
  return brands
    .filter((b) => b.manifest.categoryIds.length === 0 && isNew(b.dir))
    .map((b) => b.key);
}

/**
 * A brand not yet committed (its brand.json unknown to git): one being made. Outside a git
 * work tree, or without git, no brand is new.
 */
export function isUncommittedBrand(brandDir: string): boolean {
  const r = spawnSync('git', ['ls-files', '--error-unmatch', 'brand.json'], {
    cwd: brandDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (r.error) return false;
  // 1 with "did not match": a work tree that does not track it; 128: not a work tree.
  return r.status === 1 && /did not match/.test(r.stderr ?? '');
}
