import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt, freePort, getWithHost, REPO_ROOT } from '../playwright-utils';

/**
 * README's first set-up command, literally: the part that starts the product (`pnpm start`
 * after the installs) must start the server on its embedded defaults. It once exited at once
 * because the start script's default PUBLIC_ORIGIN template was mangled by the shell. The site
 * build that the command runs first is the build the other tests check.
 */
function readmeStartCommand(): string {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const firstLine = /```sh\n([^\n]+)\n/.exec(readme)?.[1];
  if (!firstLine) throw new Error('README.md: no shell block at the top');
  const start = firstLine
    .split('&&')
    .map((part) => part.trim())
    .at(-1);
  if (!start?.startsWith('pnpm '))
    throw new Error(`README.md: unexpected start command: ${firstLine}`);
  return start;
}

describe("README's start command", () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let log = '';

  beforeAll(async () => {
    ensureSiteBuilt();
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-start-'));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
    // A person's shell: no test runner's NODE_ENV, no leftovers of other tests. The site is
    // built (ensureSiteBuilt); rebuilding it here would empty it under the tests running beside.
    delete env.NODE_ENV;
    delete env.PUBLIC_ORIGIN;
    env.SITE_BUILT = '1';
    delete env.DATABASE_URL;
    child = spawn('bash', ['-c', `exec ${readmeStartCommand()}`], {
      cwd: REPO_ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`start command exited (${child.exitCode}):\n${log}`);
      const ready = await getWithHost(port, `localhost:${port}`, '/readyz', {}).catch(() => null);
      if (ready?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`server did not become ready:\n${log}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 180_000);

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The home page of a host, through its language redirect. */
  async function home(host: string): Promise<Response> {
    const first = await getWithHost(port, host, '/', {});
    const location = first.headers.get('location');
    if (first.status < 300 || first.status >= 400 || !location) return first;
    return getWithHost(port, host, new URL(location, `http://${host}`).pathname, {});
  }

  it('serves every brand on <brand>.localhost and the default brand on localhost', async () => {
    const brandHome = await home(`hotelsjobs.localhost:${port}`);
    expect(brandHome.status).toBe(200);
    expect(await brandHome.text()).toContain('<html');
    const plain = await home(`localhost:${port}`);
    expect(plain.status).toBe(200);
  });
});
