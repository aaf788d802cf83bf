import { scryptSync, type ScryptOptions } from 'node:crypto';
import { getPriority, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * A thread of low-priority-work.ts's pool. On Linux a thread has a nice value of its own and
 * setPriority(0, …) sets the calling thread's: this one's only. (Elsewhere it would renice the
 * whole process, so it is left alone there.)
 */
if (process.platform === 'linux') setPriority(0, (workerData as { nice: number }).nice);

/**
 * An exact-size copy to post back: a Buffer may be a view into a larger pooled allocation, all of
 * which the structured clone would copy.
 */
const bytes = (buffer: Buffer): Uint8Array => new Uint8Array(buffer);

export function scrypt(task: {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptOptions;
}): Uint8Array {
  return bytes(scryptSync(task.password, task.salt, task.keyLength, task.options));
}

export function compress(task: {
  bytes: Uint8Array;
  encoding: 'br' | 'gzip';
  brotliQuality: number;
}): Uint8Array {
  return bytes(
    task.encoding === 'br'
      ? brotliCompressSync(task.bytes, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: task.brotliQuality },
        })
      : gzipSync(task.bytes),
  );
}

/** The thread's nice value (what the test checks). */
export function priority(): number {
  return getPriority(0);
}
