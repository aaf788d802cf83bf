import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScryptOptions } from 'node:crypto';
import { Piscina } from 'piscina';

/**
 * CPU work that a request waits for but that must not take the CPU from the event loop: password
 * hashing (scrypt, about 90 ms of a core per hash) and page compression. It runs in a pool of
 * worker threads, one per core, each with a nice value of LOW_PRIORITY_NICE (Linux): when the
 * cores are busy the kernel runs the event loop (which renders every page) and the database first,
 * and this work in the time they leave.
 *
 * Before, it ran in libuv's thread pool at the event loop's priority. Each time the event loop
 * handed it a task, the woken thread could take the loop's own core, and a wave of sign-ups (two
 * hashes at once) took both. Under `pnpm bench:load` on two cores, interleaved runs with libuv's
 * threads reniced by hand first: p99 202, 251 and 257 ms niced, 207, 311, 337 and 339 ms not; then
 * this pool: 221, 248 and 330 ms.
 */
export const LOW_PRIORITY_NICE = 10;

const WORKER_ENTRY = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'low-priority-worker.mjs',
);

let pool: Piscina | undefined;
function lowPriorityPool(): Piscina {
  return (pool ??= new Piscina({
    filename: WORKER_ENTRY,
    minThreads: availableParallelism(),
    maxThreads: availableParallelism(),
    // Kept for the process's life: a new thread takes a while to load its TypeScript.
    idleTimeout: Infinity,
    // Not the process's flags: a script run with `--input-type=module -e` would pass a worker
    // flags it refuses. The entry registers tsx itself, and V8's flags hold for every thread.
    execArgv: [],
    workerData: { nice: LOW_PRIORITY_NICE },
  }));
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function scryptLowPriority(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const key = (await lowPriorityPool().run(
    { password, salt: new Uint8Array(salt), keyLength, options },
    { name: 'scrypt' },
  )) as Uint8Array;
  return asBuffer(key);
}

export async function compressLowPriority(
  text: string,
  encoding: 'br' | 'gzip',
  brotliQuality: number,
): Promise<Buffer> {
  const compressed = (await lowPriorityPool().run(
    { text, encoding, brotliQuality },
    { name: 'compress' },
  )) as Uint8Array;
  return asBuffer(compressed);
}

/** The nice value of a thread of the pool (tests). */
export async function lowPriorityThreadNice(): Promise<number> {
  return (await lowPriorityPool().run(undefined, { name: 'priority' })) as number;
}

/** Stops the threads (the server's shutdown, tests); the next task starts a new pool. */
export async function closeLowPriorityPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
