// The entry of low-priority-work.ts's threads, in plain JavaScript: a worker that loaded the
// server's TypeScript hooks (tsx) held its own copy of the transpiler and of the sources, about
// 40 MB a thread, four threads a process. These few functions need none of it.
import { Buffer } from 'node:buffer';
import { scryptSync } from 'node:crypto';
import { hashSync as argon2HashSync, verifySync as argon2VerifySync } from '@node-rs/argon2';
import { getPriority, setPriority } from 'node:os';
import process from 'node:process';
import { workerData } from 'node:worker_threads';
import {
  brotliCompressSync,
  constants as zlibConstants,
  crc32,
  deflateRawSync,
  gunzipSync,
  gzipSync,
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
 * An argon2id hash in PHC form ($argon2id$v=19$m=…,t=…,p=…$salt$hash), with a random salt.
 * @param {{ password: string, options: { memoryCost: number, timeCost: number, parallelism: number } }} task
 */
export function argon2Hash(task) {
  // 2: Argon2id (the package's const enum, which plain JavaScript cannot import).
  return argon2HashSync(task.password, { ...task.options, algorithm: 2 });
}

/**
 * Whether `password` gives `stored` (a PHC string whose parameters the caller has checked); a
 * stored value the library cannot read verifies nothing.
 * @param {{ stored: string, password: string }} task
 */
export function argon2Verify(task) {
  try {
    return argon2VerifySync(task.stored, task.password);
  } catch {
    return false;
  }
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

const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** Deflate's level for cached pages: compressed once, sent many times. */
const PAGE_GZIP_LEVEL = 6;

/**
 * A cached page as the gzip member every answer of it is made from: each of its nonces in a
 * deflate block of its own, stored (not compressed), so that an answer writes its own nonce over
 * the stored bytes and corrects the CRC, with no compression per answer (page-cache.ts
 * gzipAnswer). The text between two nonces is deflated on its own, ending on a byte boundary
 * (a sync flush) where the stored block starts; only the last part ends the stream.
 * Returns the member and the offsets of the nonce's bytes in it.
 * @param {{ bytes: Uint8Array, nonce: { length: number, offsets: number[] } | null }} task
 */
export function packPage(task) {
  const page = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const { length, offsets: places } = task.nonce ?? { length: 0, offsets: [] };
  /** @type {Uint8Array[]} */
  const parts = [GZIP_HEADER];
  let size = GZIP_HEADER.length;
  /** @type {number[]} */
  const offsets = [];
  let start = 0;
  /** @param {number} end @param {boolean} last */
  const deflated = (end, last) => {
    const part = deflateRawSync(page.subarray(start, end), {
      level: PAGE_GZIP_LEVEL,
      finishFlush: last ? zlibConstants.Z_FINISH : zlibConstants.Z_SYNC_FLUSH,
    });
    parts.push(part);
    size += part.length;
  };
  for (const at of places) {
    deflated(at, false);
    // A stored block: BFINAL 0 and BTYPE 00 in a byte of its own, LEN, its complement, the bytes.
    const header = Buffer.alloc(5);
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    parts.push(header, page.subarray(at, at + length));
    offsets.push(size + header.length);
    size += header.length + length;
    start = at + length;
  }
  deflated(page.length, true);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(page), 0);
  trailer.writeUInt32LE(page.length >>> 0, 4);
  parts.push(trailer);
  return { gzip: bytes(Buffer.concat(parts)), offsets };
}

/**
 * An answer of a cached page (page-cache.ts gzipAnswer) for a client that does not take gzip:
 * inflated, then compressed with `encoding` (null: as it is).
 * @param {{ gzip: Uint8Array, encoding: 'br' | null, brotliQuality: number }} task
 */
export function unpackPage(task) {
  const page = gunzipSync(task.gzip);
  return task.encoding ? bytes(encode(page, task.encoding, task.brotliQuality)) : bytes(page);
}

/** The thread's nice value (what the test checks). */
export function priority() {
  return getPriority(0);
}
