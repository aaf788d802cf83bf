import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Content hash of a brand's source folder (brand.json and every file under it, by relative
 * path). `pnpm brand build` records it in the build index; the server compares it with the
 * folder at start and refuses a build older than its sources. Content rather than mtimes: a
 * checkout or a copy changes mtimes without changing the brand.
 */
export function brandSourceHash(brandDir: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string, prefix: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      // Editor and OS droppings are not part of the brand.
      if (entry.name.startsWith('.')) continue;
      const relative = prefix + entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${relative}/`);
      else if (entry.isFile()) {
        hash.update(relative).update('\0').update(readFileSync(full)).update('\0');
      }
    }
  };
  walk(brandDir, '');
  return hash.digest('hex').slice(0, 16);
}
