import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { startServerProcess } from '@jobboard/launch/server-process';

/**
 * `pnpm start` stopped by a signal (an orchestrator's SIGTERM, a developer's Ctrl-C) finishes its
 * shutdown, says it stopped cleanly and exits 0: pnpm reports no failed run.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startAndStop(command: string, args: string[], signal: NodeJS.Signals) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jb-stop-'));
  dirs.push(dataDir);
  // Ready once it logs "ready in"; a process that exits first fails here with its log.
  const server = await startServerProcess({
    command: { file: command, args },
    env: {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WARM_UP_PAGES: 'false',
      SITE_BUILT: '1',
      GENERATED_DIR: generatedDir(),
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    },
    ready: (_port, log) => log.includes('ready in'),
    timeoutMs: 150_000,
  });
  const { child } = server;
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve({ code: child.exitCode, signal: child.signalCode })
      : child.once('exit', (code, sig) => resolve({ code, signal: sig })),
  );
  child.kill(signal);
  const result = await exited;
  return { ...result, log: server.log() };
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
