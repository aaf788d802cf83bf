import cluster from 'node:cluster';
import { bootstrap } from './bootstrap.js';
import { openPoolConnections } from './db/client.js';
import { runPrimary } from './cluster.js';
import { EnvError, parseEnv, type Env } from './config/env.js';
import { exitWithParent } from './exit-with-parent.js';
import { collectStartUpGarbage } from './lib/start-up-garbage.js';

/**
 * Entry point of `pnpm start`: listen, and shut down gracefully. Everything else is in
 * bootstrap/app. WORKERS > 1: this process is the primary of a cluster of that many (cluster.ts).
 */
function start(): void {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The primary of a cluster, or the single process: each stops its own way on SIGINT.
  if (env.EXIT_WITH_PARENT && cluster.isPrimary) exitWithParent();
  if (env.WORKERS > 1 && cluster.isPrimary) runPrimary(env);
  else
    main(env).catch((error: unknown) => {
      // A missing or stale brand build: the message names each brand and the command to run.
      if (error instanceof Error && error.name === 'BuildNotReadyError')
        console.error(error.message);
      else console.error(error);
      process.exit(1);
    });
}

async function main(env: Env): Promise<void> {
  const started = performance.now();
  const { app, database, brands, seed, timings } = await bootstrap(env);
  // The pool's connections open before the warm-up and the first visitors (db/client.ts).
  if (database.kind === 'postgres') {
    const connecting = performance.now();
    timings.connections = await openPoolConnections(database.db);
    timings.connect = Math.round(performance.now() - connecting);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM (an orchestrator, a deploy): first a drain period, /readyz answering 503 while
    // every request is still served, so the load balancer takes this process out before it stops
    // listening. SIGINT (a developer's Ctrl-C) closes at once. The drain is part of the timeout.
    const drainMs =
      signal === 'SIGTERM'
        ? Math.min(env.SHUTDOWN_DRAIN_SECONDS, env.SHUTDOWN_TIMEOUT_SECONDS - 1) * 1000
        : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(
      () => {
        app.log.error('shutdown timed out: exiting with requests or jobs unfinished');
        process.exit(1);
      },
      env.SHUTDOWN_TIMEOUT_SECONDS * 1000 + 1000,
    );
    force.unref();
    try {
      app.draining = true;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      // The server takes no new connection and finishes the requests in flight; then the job
      // queue stops after its running jobs (plugins/jobs.ts onClose).
      await app.close();
      await database.close();
      // A stop asked for by a signal and finished: a success, and said so.
      app.log.info({ signal }, 'stopped cleanly');
      if (cluster.isPrimary) console.log(`\n  Job board stopped cleanly (${signal}).\n`);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  // Registered before the process listens and says it is ready: a signal sent the moment the
  // "ready in" line is read (a test, a supervisor) would otherwise meet Node's default action and
  // kill the process without its shutdown.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A warm-up that fails (a site not built yet) must not keep the process from serving.
  if (env.WARM_UP_PAGES)
    await app.warmUpPages().then(
      (warmUp) => {
        timings.warmUp = warmUp.ms;
        timings.warmUpPages = warmUp.pages;
        if (warmUp.offerPagesSkipped)
          app.log.info(
            { rendered: warmUp.offerPages, skipped: warmUp.offerPagesSkipped },
            'warm-up: offer pages left for their first visitors (time budget spent)',
          );
        if (warmUp.failed.length)
          app.log.warn({ pages: warmUp.failed }, 'warm-up: pages that did not render');
      },
      (error: unknown) => app.log.warn({ err: error }, 'warm-up failed: serving cold'),
    );
  // The seed's and the warm-up's garbage, which an idle process would keep (about 200 MB).
  timings.collect = collectStartUpGarbage().ms;
  await app.listen({ port: env.PORT, host: env.HOST });

  const ms = Math.round(performance.now() - started);
  app.log.info(
    { timings, seed, brands: brands.keys.length, database: database.kind },
    `ready in ${ms} ms`,
  );
  // A cluster's primary prints one banner for all its workers.
  if (cluster.isPrimary) printBanner(env, ms, database.kind, brands.keys);
}

function printBanner(env: Env, ms: number, database: string, brandKeys: string[]): void {
  const url = `${env.PUBLIC_URL_SCHEME}://localhost:${env.PORT}`;
  console.log(`\n  Job board ready in ${ms} ms (${database}, ${brandKeys.length} brands)`);
  if (env.DEFAULT_BRAND) console.log(`  ${url}  (default brand: ${env.DEFAULT_BRAND})`);
  if (brandKeys[0])
    console.log(`  http://${brandKeys[0]}.localhost:${env.PORT}  (any brand: <key>.localhost)`);
  console.log(`  ${url}/api/docs  (API documentation)\n`);
}

start();
