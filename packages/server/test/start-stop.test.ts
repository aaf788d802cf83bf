import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { newDataDir, startServerProcess } from '@jobboard/launch/server-process';

/**
 * `pnpm start` stopped by a signal (an orchestrator's SIGTERM, a developer's Ctrl-C) finishes its
 * shutdown, says it stopped cleanly and exits 0: pnpm reports no failed run.
 */
const dirs: string[] = [];
/** The run's seeded data when `pnpm test` made it: what is checked is the stop, not a first start. */
const dataDirFor = (prefix: string) => {
  const dir = newDataDir(prefix);
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startAndStop(command: string, args: string[], signal: NodeJS.Signals) {
  const dataDir = dataDirFor('jb-stop-');
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

describe('a server started by another program', () => {
  it('stops when that program dies, even by SIGKILL', async () => {
    const dataDir = dataDirFor('jb-orphan-');
    // The program: starts the server the way every tool does, says its pid, then waits.
    const script = `
      import { startServerProcess } from '@jobboard/launch/server-process';
      const server = await startServerProcess({
        env: { DATA_DIR: ${JSON.stringify(dataDir)}, SEED_DEMO: 'false', WARM_UP_PAGES: 'false',
          GENERATED_DIR: ${JSON.stringify(generatedDir())}, NODE_ENV: 'development' },
        ready: (_port, log) => log.includes('ready in'),
        timeoutMs: 150_000,
      });
      console.log('SERVER ' + server.child.pid);
      setInterval(() => {}, 1000);
    `;
    const program = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const serverPid = await new Promise<number>((resolve, reject) => {
      let out = '';
      program.stdout.on('data', (d: Buffer) => {
        out += d.toString('utf8');
        const found = /SERVER (\d+)/.exec(out);
        if (found) resolve(Number(found[1]));
      });
      program.once('exit', (code) =>
        reject(new Error(`the program exited first (${code}): ${out}`)),
      );
    });
    const alive = () => {
      try {
        process.kill(serverPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(alive()).toBe(true);
    program.kill('SIGKILL');
    const deadline = Date.now() + 30_000;
    while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const orphanLeft = alive();
    if (orphanLeft) process.kill(serverPid, 'SIGKILL');
    expect(orphanLeft).toBe(false);
  }, 200_000);
});
