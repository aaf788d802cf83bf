import { spawnSync } from 'node:child_process';

/**
 * Runs `script` as `node --import tsx --input-type=module -e <script>`, the way the end-to-end
 * tests' preparation runs: a module that starts worker threads must not pass them these flags
 * (workers refuse `--input-type`).
 */
export function runModuleScript(script: string): { stdout: string; stderr: string } {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8', timeout: 60_000 },
  );
  return { stdout: run.stdout, stderr: run.stderr };
}
