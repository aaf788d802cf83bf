import { afterAll } from 'vitest';
import { beginFile, endFile } from './setup';

/**
 * Run before each file of the `tests` project (its `setupFiles`). The project's files share a
 * worker's process and modules (`isolate: false`): setup.ts keeps the file's server and browser
 * contexts, which start empty here; this afterAll, registered before the file's own, runs after
 * them and hands the shared server back and closes what the file left open.
 */
beginFile();
afterAll(endFile);
