import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScryptOptions } from 'node:crypto';
import { Piscina } from 'piscina';

/**
 * CPU work that a request waits for but that must not take the CPU from the event loop: password
 * hashing (argon2id, about 15 ms of a core per hash; scrypt, for hashes stored before it, 150-190)
 * and page compression. It runs in worker threads, one per core for each kind of work, each with
 * a nice value of LOW_PRIORITY_NICE (Linux): when the cores are busy the kernel runs the event
 * loop (which renders every page) and the database first, and this work in the time they leave.
 *
 * Before, it ran in libuv's thread pool at the event loop's priority. Each time the event loop
 * handed it a task, the woken thread could take the loop's own core, and a wave of sign-ups (two
 * hashes at once) took both. Under `pnpm bench:load` on two cores, interleaved runs with libuv's
 * threads reniced by hand first: p99 202, 251 and 257 ms niced, 207, 311, 337 and 339 ms not; then
 * this pool: 221, 248 and 330 ms.
 *
 * Each kind of work has its own lane (pool): in one shared queue, a page's compression (2 ms)
 * waited behind every hash of a wave of log-ins (90 ms each, longer at a low priority), and the
 * pages of that second answered in 300–900 ms.
 */
export const LOW_PRIORITY_NICE = 10;

const WORKER_ENTRY = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'low-priority-worker.mjs',
);

type Lane = 'hash' | 'compress';
const pools = new Map<Lane, Piscina>();
function lowPriorityPool(lane: Lane): Piscina {
  let pool = pools.get(lane);
  if (!pool)
    pools.set(
      lane,
      (pool = new Piscina({
        filename: WORKER_ENTRY,
        minThreads: availableParallelism(),
        maxThreads: availableParallelism(),
        // Kept for the process's life: a hash that had to start its thread took 90–160 ms
        // instead of 12–22 (measured 2026-12-07), and a thread that exits after a quiet spell
        // gave back about 10 of the 16 MB it held.
        idleTimeout: Infinity,
        // Not the process's flags: a script run with `--input-type=module -e` would pass a worker
        // flags it refuses (and the server's `--import tsx`: the entry is plain JavaScript).
        execArgv: [],
        workerData: { nice: LOW_PRIORITY_NICE },
      })),
    );
  return pool;
}

/** The buffer `bytes` spans whole, to move to a thread (a view into a pool would move the pool). */
function ownBuffer(bytes: Uint8Array<ArrayBuffer>): ArrayBuffer {
  if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength)
    throw new Error('bytes moved to a thread must own their whole buffer');
  return bytes.buffer;
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The cost of an argon2id hash (passwords.ts). */
export interface Argon2Options {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export async function argon2HashLowPriority(
  password: string,
  options: Argon2Options,
): Promise<string> {
  return (await lowPriorityPool('hash').run(
    { password, options },
    { name: 'argon2Hash' },
  )) as string;
}

export async function argon2VerifyLowPriority(stored: string, password: string): Promise<boolean> {
  return (await lowPriorityPool('hash').run(
    { stored, password },
    { name: 'argon2Verify' },
  )) as boolean;
}

/** Stored hashes of before argon2id are still verified with it (passwords.ts). */
export async function scryptLowPriority(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const key = (await lowPriorityPool('hash').run(
    { password, salt: new Uint8Array(salt), keyLength, options },
    { name: 'scrypt' },
  )) as Uint8Array;
  return asBuffer(key);
}

/**
 * Compresses `bytes` in a thread. They are moved there, not copied: `bytes` must own its whole
 * buffer (a Uint8Array of its own, not a view into a pool) and is unusable afterwards.
 */
export async function compressLowPriority(
  bytes: Uint8Array<ArrayBuffer>,
  encoding: 'br' | 'gzip',
  brotliQuality: number,
): Promise<Buffer> {
  const compressed = (await lowPriorityPool('compress').run(
    { bytes, encoding, brotliQuality },
    { name: 'compress', transferList: [ownBuffer(bytes)] },
  )) as Uint8Array;
  return asBuffer(compressed);
}

/**
 * A page for the page cache, made in a thread: one gzip member in which each of its nonces
 * (`nonce.offsets` in `bytes`, `nonce.length` bytes each) is stored as it is, at `offsets` in
 * `gzip` (low-priority-worker.mjs packPage). `bytes` are moved there, as in compressLowPriority.
 */
export async function packLowPriority(
  bytes: Uint8Array<ArrayBuffer>,
  nonce: { length: number; offsets: number[] } | null,
): Promise<{ gzip: Buffer; offsets: number[] }> {
  const packed = (await lowPriorityPool('compress').run(
    { bytes, nonce },
    { name: 'packPage', transferList: [ownBuffer(bytes)] },
  )) as { gzip: Uint8Array; offsets: number[] };
  return { gzip: asBuffer(packed.gzip), offsets: packed.offsets };
}

/**
 * A cached page's answer (gzip) for a client that takes no gzip, made in a thread: inflated,
 * then compressed with `encoding` (null: as it is).
 */
export async function unpackLowPriority(
  gzip: Uint8Array,
  encoding: 'br' | null,
  brotliQuality: number,
): Promise<Buffer> {
  // Copied to the thread (structured clone of the compressed page): the cache keeps its own.
  const answer = (await lowPriorityPool('compress').run(
    { gzip, encoding, brotliQuality },
    { name: 'unpackPage' },
  )) as Uint8Array;
  return asBuffer(answer);
}

/** The nice value of a thread of each lane (tests). */
export async function lowPriorityThreadNice(): Promise<Record<Lane, number>> {
  const nice = async (lane: Lane) =>
    (await lowPriorityPool(lane).run(undefined, { name: 'priority' })) as number;
  return { hash: await nice('hash'), compress: await nice('compress') };
}

/** Stops the threads (tests; a server process exits with them); the next task starts new ones. */
export async function closeLowPriorityPool(): Promise<void> {
  const closing = [...pools.values()];
  pools.clear();
  await Promise.all(closing.map((pool) => pool.destroy()));
}
