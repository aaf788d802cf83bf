import { style } from '../utils/style.js';
import type { ImageProgress } from './render-images.js';

/**
 * One line per source image with a running counter: readable in CI logs as well as in a
 * terminal (no cursor tricks), and the skipped lines show that the cache works.
 */
export function createImageProgress(
  total: number,
  write: (line: string) => void = (l) => process.stdout.write(l),
) {
  let count = 0;
  const width = String(total).length;
  return (event: ImageProgress) => {
    count += 1;
    const counter = style('dim', `[${String(count).padStart(width)}/${total}]`);
    const status = event.status === 'done' ? style('green', 'done   ') : style('dim', 'skipped');
    const detail =
      event.status === 'done'
        ? `${event.files} files  ${(event.ms / 1000).toFixed(2)} s`
        : 'unchanged';
    write(`${counter} ${event.brand.padEnd(28)} ${event.image.padEnd(9)} ${status} ${detail}\n`);
  };
}
