// The entry of low-priority-work.ts's threads, in plain JavaScript: a worker that loaded the
// server's TypeScript hooks (tsx) held its own copy of the transpiler and of the sources, about
// 40 MB a thread, four threads a process. These few functions need none of it.
import { scryptSync } from 'node:crypto';
import { getPriority, setPriority } from 'node:os';
import process from 'node:process';
import { workerData } from 'node:worker_threads';
import {
  brotliCompressSync,
  constants as zlibConstants,
  deflateRawSync,
  gzipSync,
  inflateRawSync,
} from 'node:zlib';

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

/**
 * @param {Uint8Array} input
 * @param {'br' | 'gzip'} encoding
 * @param {number} brotliQuality
 */
const encode = (input, encoding, brotliQuality) =>
  encoding === 'br'
    ? brotliCompressSync(input, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } })
    : gzipSync(input);

/** @param {{ bytes: Uint8Array, encoding: 'br' | 'gzip', brotliQuality: number }} task */
export function compress(task) {
  return bytes(encode(task.bytes, task.encoding, task.brotliQuality));
}

/**
 * A cached page's bytes as the cache keeps them: raw deflate at its fastest level, about a fifth
 * of their size, cheap to inflate again.
 * @param {{ bytes: Uint8Array }} task
 */
export function pack(task) {
  return bytes(deflateRawSync(task.bytes, { level: 1 }));
}

/**
 * One answer of a packed page: inflated, this answer's nonce written at its places, then
 * compressed for the client (or left as it is: `encoding` null).
 * @param {{ packed: Uint8Array, nonce: { value: string, offsets: number[] } | null, encoding: 'br' | 'gzip' | null, brotliQuality: number }} task
 */
export function unpack(task) {
  const page = inflateRawSync(task.packed);
  if (task.nonce) for (const at of task.nonce.offsets) page.write(task.nonce.value, at, 'latin1');
  return task.encoding ? bytes(encode(page, task.encoding, task.brotliQuality)) : bytes(page);
}

/** The thread's nice value (what the test checks). */
export function priority() {
  return getPriority(0);
}
