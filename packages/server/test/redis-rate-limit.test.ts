import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/config/rate-limits.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * REDIS_URL: two server instances count a route's rate limit in one Redis (the rate-limit
 * plugin's own Redis store). Each has its own database here (PGlite): what they share is Redis
 * alone. Needs Debian's redis-server (apt-get install redis-server): skipped without it.
 */
const redisServer = spawnSync('sh', ['-c', 'command -v redis-server']).stdout.toString().trim();
if (!redisServer)
  console.warn(
    'redis-rate-limit.test.ts skipped: no redis-server binary (apt-get install -y redis-server)',
  );

describe.skipIf(!redisServer)('rate limits in Redis (REDIS_URL)', () => {
  const port = 16_390 + (process.pid % 1000);
  const url = `redis://127.0.0.1:${port}/0`;
  let server: ChildProcess;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    server = spawn(
      redisServer,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    // Up when it answers PING.
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    for (let i = 0; ; i++) {
      try {
        await probe.connect();
        await probe.ping();
        break;
      } catch {
        if (i > 50) throw new Error(`redis-server did not start on port ${port}`);
        probe.disconnect();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    probe.disconnect();
    [a, b] = await Promise.all([
      createTestApp({ env: { REDIS_URL: url } }),
      createTestApp({ env: { REDIS_URL: url } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    server?.kill('SIGTERM');
  });

  it('counts one client’s sign-in attempts made on both instances against one limit', async () => {
    const login = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/jobboard/auth/login',
        remoteAddress: '10.60.0.1',
        headers: { host: 'jobboard.localhost' },
        // Another address each time: the per-account back-off stays out of it.
        payload: { email: `nobody-${i}@example.test`, password: 'x', lg: 'en' },
      });
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMITS.login.max; i++)
      codes.push((await login(i % 2 ? b : a, i)).statusCode);
    expect(codes).toEqual(Array(RATE_LIMITS.login.max).fill(400));
    // Half the attempts on each: either instance's own count would still let these through.
    const over = [await login(a, 100), await login(b, 101)];
    expect(over.map((res) => res.statusCode)).toEqual([429, 429]);
    expect(Number(over[1]!.headers['retry-after'])).toBeGreaterThan(0);
    // The counter is Redis's, not the database's.
    const redis = new Redis(url);
    try {
      const keys = await redis.keys('jobboard-rl:*');
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
