import cluster, { type Worker } from 'node:cluster';
import type { Env } from './config/env.js';

/**
 * WORKERS=N: the primary process forks N server processes that share one port (Node's cluster
 * module hands connections round-robin). It serves nothing itself: it restarts a worker that
 * dies, and on SIGTERM (or SIGINT) passes the signal to every worker, which drains as a single
 * process does (server.ts), then exits once they all have. Every worker opens its own pool,
 * page cache, job worker and cache listener, as N containers would: hence DATABASE_URL
 * (parseEnv refuses WORKERS > 1 on the embedded PGlite).
 */
export function runPrimary(env: Env): void {
  const log = (message: string) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message }));
  let shuttingDown = false;
  let everListening = false;
  let listening = 0;
  /** Restarts in a row of workers that died soon after they started (a crash loop waits longer). */
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on('listening', () => {
    everListening = true;
    quickDeaths = 0;
    if (++listening === env.WORKERS) {
      log(`${env.WORKERS} workers listening on port ${env.PORT}`);
      console.log(`\n  Job board ready: ${env.WORKERS} processes on port ${env.PORT}\n`);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (shuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('all workers stopped');
        process.exit(0);
      }
      return;
    }
    // A worker that never started (a bad build, an unreachable database): the same would
    // happen to the next one; its own message says why.
    if (!everListening) {
      console.error(`Worker ${worker.process.pid} could not start (exit ${code ?? signal}).`);
      shuttingDown = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    listening = Math.max(0, listening - 1);
    quickDeaths = lived < 10_000 ? quickDeaths + 1 : 0;
    const delay = Math.min(30_000, quickDeaths ? 500 * 2 ** (quickDeaths - 1) : 0);
    console.error(
      JSON.stringify({
        level: 50,
        time: Date.now(),
        pid: process.pid,
        worker: worker.process.pid,
        code,
        signal,
        msg: `worker died: restarting it${delay ? ` in ${delay} ms` : ''}`,
      }),
    );
    setTimeout(() => {
      if (!shuttingDown) fork();
    }, delay);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // Each worker has its own deadline (SHUTDOWN_TIMEOUT_SECONDS); this one is the last resort.
    setTimeout(
      () => {
        console.error('workers did not stop in time: killing them');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      },
      (env.SHUTDOWN_TIMEOUT_SECONDS + 3) * 1000,
    ).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  log(`starting ${env.WORKERS} workers`);
  for (let i = 0; i < env.WORKERS; i++) fork();
}
