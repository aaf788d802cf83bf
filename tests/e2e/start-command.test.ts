import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newDataDir,
  startServerProcess,
  type ServerProcess,
} from '@jobboard/launch/server-process';
import { ensureSiteBuilt, getWithHost, REPO_ROOT } from '../playwright-utils';

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
  let server: ServerProcess | undefined;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    ensureSiteBuilt();
    // The run's seeded demo data when there is one: what is checked is that the command starts
    // and serves, not the seed (the global set-up's server seeded it on an empty folder).
    dataDir = newDataDir('jobboard-start-');
    // A person's shell: no test runner's NODE_ENV, no leftovers of other tests. The site is
    // built (ensureSiteBuilt); rebuilding it here would empty it under the tests running beside.
    server = await startServerProcess({
      command: { file: 'bash', args: ['-c', `exec ${readmeStartCommand()}`] },
      env: {
        DATA_DIR: dataDir,
        SITE_BUILT: '1',
        HOST: undefined,
        NODE_ENV: undefined,
        PUBLIC_ORIGIN: undefined,
        DATABASE_URL: undefined,
        // The warm-up runs (the command's default) but renders no offer pages past each
        // brand's newest: some 800 renders that would only add time to a shared machine's run.
        WARM_UP_OFFER_PAGES: '0',
      },
      detached: true,
      timeoutMs: 150_000,
      ready: async (p) =>
        (await getWithHost(p, `localhost:${p}`, '/readyz', {}).catch(() => null))?.status === 200,
    });
    port = server.port;
  }, 180_000);

  afterAll(async () => {
    // Ctrl-C, as the person who typed the command stops it: SIGINT closes at once, where
    // SIGTERM, stop()'s own, first drains 5 s for a load balancer. stop() follows when SIGINT
    // has not ended it in 10 s (sent at once, SIGTERM overtook it).
    const child = server?.child;
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await server?.stop();
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
