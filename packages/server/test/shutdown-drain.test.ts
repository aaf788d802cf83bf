import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { newDataDir, startServerProcess } from '@jobboard/launch/server-process';

/**
 * SIGTERM on a real server process: /readyz answers 503 for the drain period
 * (SHUTDOWN_DRAIN_SECONDS) while every other request is still served, so a load balancer stops
 * sending new requests before the process stops listening; then the process exits 0.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shutdown', () => {
  let child: ChildProcess | undefined;
  // The run's seeded data when `pnpm test` made it: a first start creates the database (~7 s).
  const dataDir = newDataDir('jb-drain-');
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 on /readyz during the drain period, serves the rest, then exits', async () => {
    const server = await startServerProcess({
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        WARM_UP_PAGES: 'false',
        SESSION_SECRET: 'test-session-secret-0123456789abcdef',
        DEFAULT_BRAND: 'jobboard',
        GENERATED_DIR: generatedDir(),
        BRANDS_DIR: path.join(dataDir, 'no-brand-sources'),
        SHUTDOWN_DRAIN_SECONDS: '2',
        SHUTDOWN_TIMEOUT_SECONDS: '8',
      },
      ready: (_port, log) => log.includes('"msg":"ready in'),
    });
    const { port } = server;
    child = server.child;
    const exited = new Promise<number | null>((resolve) =>
      child!.exitCode !== null ? resolve(child!.exitCode) : child!.once('exit', resolve),
    );
    const base = `http://127.0.0.1:${port}`;
    const status = (url: string) =>
      fetch(base + url).then(
        (res) => res.status,
        () => 0,
      );
    expect(await status('/readyz')).toBe(200);

    const sent = Date.now();
    child.kill('SIGTERM');
    const seen: Array<{ at: number; readyz: number; healthz: number }> = [];
    while (Date.now() - sent < 6000) {
      // One after the other, /healthz first: a /readyz still answered after it means the server
      // was listening when /healthz was asked (asked together, the close could fall between them).
      const healthz = await status('/healthz');
      const readyz = await status('/readyz');
      seen.push({ at: Date.now() - sent, readyz, healthz });
      if (readyz === 0) break;
      await sleep(100);
    }
    const draining = seen.filter((s) => s.readyz === 503);
    // 503 from the first poll on, for about the drain period, while the rest is still served.
    expect(seen[0]?.readyz, JSON.stringify(seen)).toBe(503);
    expect(draining.at(-1)!.at, JSON.stringify(seen)).toBeGreaterThan(1500);
    expect(
      draining.every((s) => s.healthz === 200),
      JSON.stringify(seen),
    ).toBe(true);
    // Then it stops listening and exits cleanly.
    expect(seen.at(-1)?.readyz, JSON.stringify(seen)).toBe(0);
    expect(await exited).toBe(0);
  }, 180_000);
});
