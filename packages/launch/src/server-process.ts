import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How every tool of the repository starts the real server in a child process and waits for it
 * (end-to-end tests, `brand preview`, the benches, the multi-process tests): one way to find a
 * free port, one way to spawn, one way to wait, one way to stop.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The server's entry point, as `pnpm serve` runs it (tsx, no build of the server). */
export const SERVER_COMMAND = ['--import', 'tsx', 'packages/server/src/server.ts'];

/**
 * The DATA_DIR of a server that seeded the demo data and stopped, written once per run (by
 * `pnpm test` before the runners, else by tests/e2e-global-setup.ts): a server started from a
 * copy skips the migrations' and the seed's work. The per-brand snapshot server starts from it
 * too. Only for the default brands: a server given brands of its own seeds its own.
 */
export const DATA_TEMPLATE_ENV = 'JOBBOARD_E2E_DATA_TEMPLATE';

/**
 * A new, throwaway DATA_DIR: a copy of the run's seeded data (DATA_TEMPLATE_ENV) when there is
 * one, else empty. A first start on an empty one spends most of its time creating the embedded
 * database (PGlite's initdb: about 7 of a start's 10 s here, against 3.6 s from a copy).
 */
export function newDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  return dir;
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote so far (stdout and stderr). */
  log(): string;
  /** SIGTERM (to the process group when `detached`), then waits for the exit. */
  stop(): Promise<void>;
}

export interface StartServerProcessOptions {
  /** Added to this process's environment; an undefined value removes the variable. */
  env?: Record<string, string | undefined>;
  /** Default: a free port. PORT is set to it unless `env` sets PORT. */
  port?: number;
  /** Default: node with SERVER_COMMAND. */
  command?: { file: string; args: string[] };
  /**
   * Ready when this answers true (default: GET http://127.0.0.1:<port>/api/health is 2xx);
   * `log` is what the process wrote so far.
   */
  ready?: (port: number, log: string) => Promise<boolean> | boolean;
  timeoutMs?: number;
  /** Its own process group (a shell that starts pnpm that starts node): stop() signals them all. */
  detached?: boolean;
  /** Default: the repository's root. */
  cwd?: string;
  /** Each piece of output as it comes (a bench shows the server's errors beside its figures). */
  onOutput?: (chunk: string, stream: 'stdout' | 'stderr') => void;
  /** stop() sends SIGKILL when SIGTERM has not ended the process in this time (default 20 s). */
  killAfterMs?: number;
}

/** Whether a server on this loopback port answers GET /api/health with a 2xx (the default `ready`). */
export async function answersHealth(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false; // not listening yet
  }
}

/**
 * Spawns the server (or `command`) with PORT and HOST=127.0.0.1 and resolves once it is ready.
 * A process that exits first or is not ready in time is stopped and the error carries its log.
 */
export async function startServerProcess(
  options: StartServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // The server stops when this process dies, however it dies: it watches the end of the pipe on
  // its standard input, which only this process holds (EXIT_WITH_PARENT).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    EXIT_WITH_PARENT: 'true',
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const command = options.command ?? { file: process.execPath, args: SERVER_COMMAND };
  const child = spawn(command.file, command.args, {
    cwd: options.cwd ?? REPO_ROOT,
    env,
    detached: options.detached ?? false,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let log = '';
  for (const stream of ['stdout', 'stderr'] as const)
    child[stream]?.on('data', (d: Buffer) => {
      const chunk = d.toString('utf8');
      log += chunk;
      options.onOutput?.(chunk, stream);
    });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (options.detached && child.pid) process.kill(-child.pid, name);
    else child.kill(name);
  };
  const stop = async () => {
    signal('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      exited,
      new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          signal('SIGKILL');
          resolve();
        }, options.killAfterMs ?? 20_000);
      }),
    ]);
    clearTimeout(timer);
    await exited;
  };
  const ready = options.ready ?? answersHealth;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    if (await ready(port, log)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready in ${timeoutMs / 1000} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, port, log: () => log, stop };
}
