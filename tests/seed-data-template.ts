/**
 * `tsx tests/seed-data-template.ts <dir>`: the seeded demo DATA_DIR that a test run's servers
 * start from (the end-to-end files' shared server, the per-brand snapshot server): the real
 * server starts on an empty <dir>, migrates, seeds the demo data and stops, keeping <dir>.
 * `pnpm test` makes it once and hands it over in JOBBOARD_E2E_DATA_TEMPLATE.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startServerProcess } from '@jobboard/launch/server-process';
import { ensureSiteBuilt, REPO_ROOT, TEST_SERVER_ENV } from './playwright-utils';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx tests/seed-data-template.ts <dir>');
const dataDir = path.resolve(REPO_ROOT, dir);
rmSync(dataDir, { recursive: true, force: true });
ensureSiteBuilt();
const server = await startServerProcess({
  env: { ...TEST_SERVER_ENV, DATA_DIR: dataDir },
  timeoutMs: 300_000,
});
await server.stop();
console.log(dataDir);
