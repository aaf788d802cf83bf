import { rmSync } from 'node:fs';
import { DATA_TEMPLATE_ENV, startServer } from './playwright-utils';

/**
 * Seeds the demo data once for the run: one server starts on a fresh DATA_DIR, migrates and
 * seeds, and stops; each end-to-end file's server then starts from a copy (startServer).
 * Workers are forked after this, so they inherit the variable.
 */
export default async function setup() {
  const server = await startServer();
  await server.stop({ keepData: true });
  process.env[DATA_TEMPLATE_ENV] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
