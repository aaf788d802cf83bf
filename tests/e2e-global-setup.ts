import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  ensureSiteBuilt,
  startServer,
  TEST_SERVER_ENV,
  TEST_SERVER_START_MS,
} from './playwright-utils';
import { DATA_TEMPLATE_ENV, newDataDir, startServerProcess } from '@jobboard/launch/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's shared servers (tests/e2e/setup.ts `sharedServer()`): their ports and DATA_DIRs.
     * A file uses one of them, always the same.
     */
    e2eServers: Array<{ port: number; dataDir: string }>;
    /** Which files use which shared server (tests/e2e/setup.ts `sharedServer()`). */
    e2eUse: string;
  }
}

/**
 * Once per run, before any end-to-end file:
 * 1. builds the brands and the site (a warm build rewrites nothing), so no file builds again;
 * 2. makes the seeded demo DATA_DIR, unless `pnpm test` made one already (DATA_DIR template):
 *    a server starts on an empty folder, migrates, seeds and stops;
 * 3. starts the shared servers, each on a copy of it, which every file without needs of its own
 *    uses (their URLs through `inject('e2eServers')`; a file takes the one fewest running files
 *    use, through the `e2eUse` folder, and keeps it). They trust
 *    X-Forwarded-For, so each file's browser is its own client address and the per-address
 *    limits (sign-ups, logins) count per file.
 * Workers start after this, so they inherit the environment variables set here.
 */
/** As many as the machine's cores, whose browser files would otherwise wait on one process. */
const SHARED_SERVERS = 2;

export default async function setup(project: TestProject) {
  ensureSiteBuilt();
  const cleanUp: Array<() => Promise<void> | void> = [];
  let template = process.env[DATA_TEMPLATE_ENV];
  if (!template || !existsSync(template)) {
    const seeding = await startServer();
    await seeding.stop({ keepData: true });
    template = seeding.dataDir;
    process.env[DATA_TEMPLATE_ENV] = template;
    const made = template;
    cleanUp.push(() => rmSync(made, { recursive: true, force: true }));
  }

  // Two servers, each on its own copy of the demo data: a page is rendered on one core, and with
  // a single server the browser files of three workers waited on that one process in turn.
  const servers = await Promise.all(
    Array.from({ length: SHARED_SERVERS }, async () => {
      const dataDir = newDataDir('jobboard-e2e-shared-');
      cleanUp.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServerProcess({
        env: { ...TEST_SERVER_ENV, DATA_DIR: dataDir, TRUST_PROXY: 'true' },
        timeoutMs: TEST_SERVER_START_MS,
      });
      cleanUp.unshift(() => server.stop());
      return { port: server.port, dataDir };
    }),
  );
  project.provide('e2eServers', servers);
  const use = mkdtempSync(path.join(tmpdir(), 'jobboard-e2e-use-'));
  servers.forEach((_, n) => mkdirSync(path.join(use, String(n))));
  cleanUp.push(() => rmSync(use, { recursive: true, force: true }));
  project.provide('e2eUse', use);

  return async () => {
    for (const step of cleanUp) await step();
  };
}
