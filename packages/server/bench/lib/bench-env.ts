import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv, type Env } from '../../src/config/env.js';

/**
 * The settings of an app a benchmark builds in its own process: production's (what is measured
 * is what runs), silent logs, reference data only, the default brand, and a data folder of its
 * own that `removeDataDir` deletes. `overrides` adds or replaces variables.
 */
export function benchEnv(
  prefix: string,
  overrides: Record<string, string> = {},
): { env: Env; removeDataDir: () => void } {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const env = parseEnv(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      DEFAULT_BRAND: 'jobboard',
      ...overrides,
    },
    dataDir,
  );
  return { env, removeDataDir: () => rmSync(dataDir, { recursive: true, force: true }) };
}
