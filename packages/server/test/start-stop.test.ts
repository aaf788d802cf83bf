import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedDir, REPO_ROOT } from '@jobboard/manifest';

/**
 * `pnpm start` stopped by a signal (an orchestrator's SIGTERM, a developer's Ctrl-C) finishes its
 * shutdown, says it stopped cleanly and exits 0: pnpm reports no failed run.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startAndStop(command: string, args: string[], signal: NodeJS.Signals) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jb-stop-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WARM_UP_PAGES: 'false',
      SITE_BUILT: '1',
      GENERATED_DIR: generatedDir(),
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, sig) => resolve({ code, signal: sig })),
  );
  const deadline = Date.now() + 150_000;
  while (!log.includes('ready in') && Date.now() < deadline && child.exitCode === null)
    await new Promise((resolve) => setTimeout(resolve, 200));
  expect(log, 'the server started').toContain('ready in');
  child.kill(signal);
  const result = await exited;
  return { ...result, log };
}

describe('pnpm start stopped by a signal', () => {
  it('exits 0 on SIGTERM and says it stopped cleanly', async () => {
    const { code, signal, log } = await startAndStop('pnpm', ['--silent', 'start'], 'SIGTERM');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(log).toContain('stopped cleanly');
    expect(log).not.toContain('ERR_PNPM');
  }, 200_000);

  it('exits 0 on SIGINT (Ctrl-C) of the start script and says it stopped cleanly', async () => {
    const { code, signal, log } = await startAndStop('scripts/start.sh', [], 'SIGINT');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(log).toContain('stopped cleanly');
  }, 200_000);
});
