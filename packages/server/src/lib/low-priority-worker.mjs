// The entry of low-priority-work.ts's threads, in plain JavaScript: a worker that loaded the
// server's TypeScript hooks (tsx) held its own copy of the transpiler and of the sources, about
// 40 MB a thread, four threads a process. These few functions need none of it.
import { scryptSync } from 'node:crypto';
import { getPriority, setPriority } from 'node:os';
import process from 'node:process';
import { workerData } from 'node:worker_threads';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

// On Linux a thread has a nice value of its own and setPriority(0, …) sets the calling thread's:
// this one's only. (Elsewhere it would renice the whole process, so it is left alone there.)
if (process.platform === 'linux') setPriority(0, workerData.nice);

/**
 * An exact-size copy to post back: a Buffer may be a view into a larger pooled allocation, all of
 * which the structured clone would copy.
 * @param {Buffer} buffer
 */
const bytes = (buffer) => new Uint8Array(buffer);

/** @param {{ password: string, salt: Uint8Array, keyLength: number, options: import('node:crypto').ScryptOptions }} task */
export function scrypt(task) {
  return bytes(scryptSync(task.password, task.salt, task.keyLength, task.options));
}

/** @param {{ bytes: Uint8Array, encoding: 'br' | 'gzip', brotliQuality: number }} task */
export function compress(task) {
  return bytes(
    task.encoding === 'br'
      ? brotliCompressSync(task.bytes, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: task.brotliQuality },
        })
      : gzipSync(task.bytes),
  );
}

/** The thread's nice value (what the test checks). */
export function priority() {
  return getPriority(0);
}
