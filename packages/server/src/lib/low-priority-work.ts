import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScryptOptions } from 'node:crypto';
import { Piscina } from 'piscina';

/**
 * CPU work that a request waits for but that must not take the CPU from the event loop: password
 * hashing (scrypt, about 90 ms of a core per hash) and page compression. It runs in worker
 * threads, one per core for each kind of work, each with a nice value of LOW_PRIORITY_NICE
 * (Linux): when the cores are busy the kernel runs the event loop (which renders every page) and
 * the database first, and this work in the time they leave.
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
        // Kept for the process's life: a new thread takes a while to load its TypeScript.
        idleTimeout: Infinity,
        // Not the process's flags: a script run with `--input-type=module -e` would pass a worker
        // flags it refuses. The entry registers tsx itself, and V8's flags hold for every thread.
        execArgv: [],
        workerData: { nice: LOW_PRIORITY_NICE },
      })),
    );
  return pool;
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

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

const utf8 = new TextEncoder();

export async function compressLowPriority(
  text: string,
  encoding: 'br' | 'gzip',
  brotliQuality: number,
): Promise<Buffer> {
  // The page goes as UTF-8 bytes in a buffer of its own, moved to the thread rather than copied:
  // a cloned string of 100–300 KB was a copy on the event loop for every page compressed.
  const bytes = utf8.encode(text);
  const compressed = (await lowPriorityPool('compress').run(
    { bytes, encoding, brotliQuality },
    { name: 'compress', transferList: [bytes.buffer] },
  )) as Uint8Array;
  return asBuffer(compressed);
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
