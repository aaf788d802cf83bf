import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { singletonId } from './jobs.js';
import { MemoryJobQueue } from './jobs-memory.js';

const silent = Fastify({ logger: false }).log;

afterEach(() => {
  vi.useRealTimers();
});

describe('MemoryJobQueue (the embedded queue)', () => {
  it('runs a job after the send returns, with its request id', async () => {
    const queue = new MemoryJobQueue(silent);
    const seen: Array<{ data: unknown; attempt: number }> = [];
    queue.define<{ n: number }>({
      name: 'probe',
      async run(data, { attempt }) {
        seen.push({ data, attempt });
      },
    });
    await queue.start();
    const id = await queue.send('probe', { n: 1 }, { requestId: 'req-1' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toEqual([]); // not inside the request
    await queue.drain();
    expect(seen).toEqual([{ data: { n: 1 }, attempt: 1 }]);
    await queue.stop();
  });

  it('runs a job sent twice with one singleton key once', async () => {
    const queue = new MemoryJobQueue(silent);
    let runs = 0;
    queue.define({ name: 'once', run: async () => void runs++ });
    await queue.start();
    const first = await queue.send('once', {}, { singletonKey: 'offer-7' });
    const second = await queue.send('once', {}, { singletonKey: 'offer-7' });
    await queue.send('once', {}, { singletonKey: 'offer-8' });
    await queue.drain();
    expect(first).toBe(singletonId('once', 'offer-7'));
    expect(second).toBeNull();
    expect(runs).toBe(2);
    await queue.stop();
  });

  it('retries a failing job, then keeps it as dead with its error', async () => {
    const queue = new MemoryJobQueue(silent);
    const attempts: number[] = [];
    queue.define({
      name: 'flaky',
      retryLimit: 2,
      retryDelaySeconds: 0,
      async run(_data, { attempt }) {
        attempts.push(attempt);
        throw new Error('SMTP down');
      },
    });
    await queue.start();
    await queue.send('flaky', { to: 'a@example.test' }, { requestId: 'req-9' });
    for (let i = 0; i < 50 && attempts.length < 3; i++) await queue.drain();
    await queue.drain();
    expect(attempts).toEqual([1, 2, 3]);
    const dead = await queue.deadJobs();
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      name: 'flaky',
      data: { to: 'a@example.test' },
      requestId: 'req-9',
    });
    expect(dead[0]?.error).toContain('SMTP down');
    await queue.stop();
  });

  it('succeeds on a retry without a dead job', async () => {
    const queue = new MemoryJobQueue(silent);
    let attempts = 0;
    queue.define({
      name: 'second-time',
      retryLimit: 3,
      async run() {
        if (++attempts === 1) throw new Error('once');
      },
    });
    await queue.start();
    await queue.send('second-time', {});
    for (let i = 0; i < 50 && attempts < 2; i++) await queue.drain();
    expect(attempts).toBe(2);
    expect(await queue.deadJobs()).toEqual([]);
    await queue.stop();
  });

  it('finishes the running and due jobs on stop, then refuses new ones', async () => {
    const queue = new MemoryJobQueue(silent);
    const done: number[] = [];
    queue.define<number>({
      name: 'slow',
      async run(n) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        done.push(n);
      },
    });
    await queue.start();
    await queue.send('slow', 1);
    await queue.send('slow', 2);
    await queue.stop();
    expect(done.sort()).toEqual([1, 2]);
    await expect(queue.send('slow', 3)).rejects.toThrow(/stopped/);
  });

  it('runs a sweep at start, then every hour or every minute as it is defined', async () => {
    // The intervals only: a sent job still runs on the next turn (setImmediate).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const queue = new MemoryJobQueue(silent);
    const runs = { hourly: 0, minutely: 0 };
    queue.define({ name: 'hourly', every: 'hour', run: async () => void runs.hourly++ });
    queue.define({ name: 'minutely', every: 'minute', run: async () => void runs.minutely++ });
    await queue.start();
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    await queue.drain();
    expect(runs).toEqual({ hourly: 1, minutely: 60 });
    await vi.advanceTimersByTimeAsync(60_000);
    await queue.drain();
    expect(runs).toEqual({ hourly: 2, minutely: 61 });
    await queue.stop();
  });

  it('runs each kind at its own width: a busy kind does not hold another', async () => {
    const queue = new MemoryJobQueue(silent);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = { now: 0, most: 0 };
    const order: string[] = [];
    queue.define({
      name: 'slow',
      concurrency: 3,
      async run() {
        busy.most = Math.max(busy.most, ++busy.now);
        await gate;
        busy.now--;
      },
    });
    queue.define({ name: 'urgent', run: async () => void order.push('urgent') });
    await queue.start();
    for (let i = 0; i < 10; i++) await queue.send('slow', {});
    await queue.send('urgent', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Ten slow ones wait, three run, and the urgent one went.
    expect(order).toEqual(['urgent']);
    expect(busy).toEqual({ now: 3, most: 3 });
    release();
    await queue.drain();
    expect(busy.most).toBe(3);
    await queue.stop();
  });

  it('refuses a job it does not know', async () => {
    const queue = new MemoryJobQueue(silent);
    await queue.start();
    await expect(queue.send('nope', {})).rejects.toThrow(/Unknown job: nope/);
  });
});
