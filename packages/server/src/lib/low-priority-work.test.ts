import { randomBytes, scryptSync } from 'node:crypto';
import { availableParallelism, getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LOW_PRIORITY_NICE,
  closeLowPriorityPool,
  compressLowPriority,
  lowPriorityThreadNice,
  packLowPriority,
  scryptLowPriority,
  unpackLowPriority,
} from './low-priority-work.js';
import { runModuleScript } from '../../test/module-script.js';

afterAll(closeLowPriorityPool);

describe('low-priority work', () => {
  it('derives the same scrypt key as the main thread would', async () => {
    const salt = randomBytes(16);
    const options = { N: 2 ** 10, r: 8, p: 1 };
    const key = await scryptLowPriority('correct horse', salt, 32, options);
    expect(Buffer.isBuffer(key)).toBe(true);
    expect(key.equals(scryptSync('correct horse', salt, 32, options))).toBe(true);
  });

  it('compresses text that decompresses to the same, in both codings', async () => {
    const page = `<!doctype html><p>Éducatrice à l’enfance — ${'offre '.repeat(500)}</p>`;
    const br = await compressLowPriority(new TextEncoder().encode(page), 'br', 4);
    const gz = await compressLowPriority(new TextEncoder().encode(page), 'gzip', 4);
    expect(br.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(gz).toString()).toBe(page);
  });

  it('packs a page as gzip with its nonces stored as they are, and unpacks it', async () => {
    const nonce = 'a'.repeat(24);
    const page = `<script nonce="${nonce}"></script><p>Préposée ${'offre '.repeat(500)}</p><style nonce="${nonce}">`;
    const bytes = new TextEncoder().encode(page);
    const offsets = [page.indexOf(nonce), Buffer.from(page).lastIndexOf(nonce)];
    const packed = await packLowPriority(bytes, { length: nonce.length, offsets });
    expect(packed.gzip.length).toBeLessThan(Buffer.byteLength(page) / 5);
    // The bytes moved to the thread: the caller's copy is gone, not shared.
    expect(bytes.byteLength).toBe(0);
    expect(gunzipSync(packed.gzip).toString()).toBe(page);
    expect(packed.offsets.map((at) => packed.gzip.toString('latin1', at, at + 24))).toEqual([
      nonce,
      nonce,
    ]);
    expect((await unpackLowPriority(packed.gzip, null, 4)).toString()).toBe(page);
    expect(brotliDecompressSync(await unpackLowPriority(packed.gzip, 'br', 4)).toString()).toBe(
      page,
    );
  });

  it('packs a page whose nonce starts or ends it, or stands twice in a row', async () => {
    const page = 'NNNN<p>\u0000' + 'x'.repeat(300) + 'NNNNNNNN</p>NNNN';
    const offsets = [0, 308, 312, 320];
    expect(offsets.map((at) => page.slice(at, at + 4))).toEqual(['NNNN', 'NNNN', 'NNNN', 'NNNN']);
    const packed = await packLowPriority(new TextEncoder().encode(page), { length: 4, offsets });
    expect(gunzipSync(packed.gzip).toString()).toBe(page);
    expect(packed.offsets).toHaveLength(4);
  });

  it('compresses a page while every hashing thread is busy (a lane of its own)', async () => {
    const order: string[] = [];
    // Twice as many slow hashes as threads: in one shared queue the page would wait for them all.
    const hashes = Array.from({ length: 2 * availableParallelism() }, () =>
      scryptLowPriority('pw', randomBytes(16), 32, {
        N: 2 ** 16,
        r: 8,
        p: 1,
        maxmem: 2 ** 28,
      }).then(() => order.push('hash')),
    );
    await compressLowPriority(new TextEncoder().encode('<p>page</p>'), 'br', 4).then(() =>
      order.push('page'),
    );
    await Promise.all(hashes);
    expect(order[0]).toBe('page');
  });

  it("works in a script run with --input-type=module -e (its flags are not the threads')", () => {
    const module = fileURLToPath(new URL('./low-priority-work.ts', import.meta.url));
    const script = `const m = await import(${JSON.stringify(module)});
      const key = await m.scryptLowPriority('pw', Buffer.alloc(16), 32, { N: 1024, r: 8, p: 1 });
      console.log(key.length);`;
    const run = runModuleScript(script);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('32');
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads at a lower priority than the event loop',
    async () => {
      expect(await lowPriorityThreadNice()).toEqual({
        hash: LOW_PRIORITY_NICE,
        compress: LOW_PRIORITY_NICE,
      });
      // The calling thread keeps its own.
      expect(getPriority(0)).toBeLessThan(LOW_PRIORITY_NICE);
    },
  );
});
