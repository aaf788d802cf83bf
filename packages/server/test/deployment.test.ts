import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '@jobboard/manifest';
import { BUILD_ENV_KEYS, ENV_KEYS, parseEnv } from '../src/config/env.js';
import { SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from '../src/config/node-flags.js';

/**
 * compose.yaml, deploy/nginx.conf, the Dockerfile and the README's production section cannot run
 * here (no Docker): this checks that they say what the server reads (one env schema, zod).
 */
interface Service {
  build?: unknown;
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, unknown> | string[];
  entrypoint?: string[];
}
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const appServices = Object.entries(services).filter(([, s]) => s.build !== undefined);
const known = new Set<string>([...ENV_KEYS, ...BUILD_ENV_KEYS]);

/** `${NAME:-default}`, `${NAME:?message}` and `${NAME}` filled as compose would, from `vars`. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_m, name: string, op, rest: string) => {
    const set = vars[name];
    if (set) return set;
    if (op === '-') return rest;
    if (op === '?') throw new Error(`${name}: ${rest}`);
    return '';
  });
}

describe('compose.yaml', () => {
  it('has PostgreSQL, MinIO, two app processes of the image and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual([
      'app1',
      'app2',
      'minio',
      'minio-init',
      'postgres',
      'proxy',
    ]);
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(services.proxy?.ports).toEqual(['${HTTP_PORT:-8080}:80']);
  });

  it('gives the apps only variables the server reads, and a valid environment', () => {
    for (const [name, service] of appServices) {
      const environment = service.environment ?? {};
      const unknown = Object.keys(environment).filter((key) => !known.has(key));
      expect(unknown, `${name} sets variables the server does not read`).toEqual([]);
      const filled = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [
          key,
          interpolate(String(value), {
            SESSION_SECRET: 'x'.repeat(40),
            MINIO_ROOT_PASSWORD: 'a1'.repeat(8),
          }),
        ]),
      );
      // Refuses nothing: the production checks (SESSION_SECRET) pass with a secret given.
      const env = parseEnv(filled, '/');
      expect(env.NODE_ENV).toBe('production');
      expect(env.TRUST_PROXY).toBe(true);
      expect(new URL(env.DATABASE_URL!).hostname).toBe('postgres');
      // Uploads in the compose file's MinIO, in the bucket minio-init creates.
      const s3 = new URL(env.S3_URL!);
      expect([s3.hostname, s3.pathname]).toEqual(['minio', '/jobboard']);
      expect(String(services['minio-init']?.entrypoint)).toContain('local/jobboard');
      // Without a secret compose itself refuses to start.
      expect(() => interpolate(String(environment.SESSION_SECRET), {})).toThrow(/SESSION_SECRET/);
    }
  });

  it('sends the proxy to each app process on the port it listens on', () => {
    const nginx = read('deploy/nginx.conf');
    for (const [name, service] of appServices) {
      const port = service.environment?.PORT;
      expect(nginx, name).toContain(`server ${name}:${port}`);
    }
    expect(nginx).toContain('proxy_set_header Host $host');
    expect(nginx).toContain('X-Request-Id $request_id');
  });

  it('waits longer for a stopping app than the app waits for its requests and jobs', () => {
    for (const [, service] of appServices) {
      const grace = Number.parseInt(
        String((service as { stop_grace_period?: string }).stop_grace_period),
        10,
      );
      expect(grace).toBeGreaterThan(Number(service.environment?.SHUTDOWN_TIMEOUT_SECONDS));
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('builds in stages, bakes the brand builds in and runs as a user', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN pnpm build:site$/m);
    expect(dockerfile).toMatch(/^USER app$/m);
    expect(dockerfile).toContain('packages/server/src/server.ts');
  });
});

describe('the server process', () => {
  it('starts with the same V8 flags in the image and under pnpm start', () => {
    const cmd = read('Dockerfile').match(/^CMD (\[.*\])$/m)?.[1];
    const imageArgs = JSON.parse(cmd ?? '[]') as string[];
    const startScript = (
      JSON.parse(read('packages/server/package.json')) as { scripts: Record<string, string> }
    ).scripts.start!.split(' ');
    const startCommand = startScript.slice(startScript.indexOf('node'));
    for (const args of [imageArgs, startCommand]) {
      expect(args[0]).toBe('node');
      expect(args.slice(1, 1 + SERVER_NODE_FLAGS.length)).toEqual([...SERVER_NODE_FLAGS]);
    }
  });

  it('starts with the same C library settings in the image and under pnpm start', () => {
    const dockerfile = read('Dockerfile');
    const startSh = read('scripts/start.sh');
    const startScript = (
      JSON.parse(read('packages/server/package.json')) as { scripts: Record<string, string> }
    ).scripts.start!;
    for (const [name, value] of Object.entries(SERVER_PROCESS_ENV)) {
      // A line of the image's ENV block (`NAME=value \`), the scripts' assignments.
      expect(dockerfile).toMatch(new RegExp(`^(ENV )?\\s*${name}=${value}( \\\\)?$`, 'm'));
      expect(startSh).toContain(`export ${name}="\${${name}:-${value}}"`);
      expect(startScript.startsWith(`${name}=${value} `)).toBe(true);
    }
  });
});

describe('README, Run in production', () => {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Run in production'));
  it('exists and names every setting of the server', () => {
    expect(readme).toContain('## Run in production');
    const missing = [...known].filter((key) => !section.includes(`\`${key}\``));
    expect(missing).toEqual([]);
  });
});
