import path from 'node:path';
import { STAGE_UNDO_SECONDS } from '@jobboard/contracts';
import { REPO_ROOT } from '@jobboard/manifest';
import { z } from 'zod';
import { parseS3Url } from './s3-url.js';

/** Turns "true"/"false"/"1"/"0" into a boolean; anything else is a named error. */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce.number().int().min(1).max(65_535);

/**
 * A stage mail waits this long after the application's last move: an employer sorting a pile
 * (or undoing a move) sends each candidate one mail, with where they ended up.
 */
export const STAGE_MAIL_DELAY_SECONDS = 120;

export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Embedded database, uploads and mail outbox. Default: <repo>/data. */
  DATA_DIR: z.string().min(1).optional(),
  /** When set, a PostgreSQL server (node-postgres) replaces the embedded PGlite. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  /**
   * Connections of this process's PostgreSQL pool (a page's data calls run in parallel). Keep
   * WORKERS × DATABASE_POOL_SIZE (+1 LISTEN connection each) under the server's max_connections
   * (PostgreSQL's default: 100). PGlite has one connection whatever this says.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * Uploaded documents and company images in an S3-compatible bucket (MinIO, Ceph, R2, S3):
   * s3://KEY:SECRET@host:port/bucket?region=…&forcePathStyle=true (config/s3-url.ts). Unset: on
   * disk under DATA_DIR/uploads.
   */
  S3_URL: z
    .string()
    .superRefine((value, ctx) => {
      const parsed = parseS3Url(value);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
    })
    .optional(),
  /**
   * When set, the route rate limits are counted in Redis (@fastify/rate-limit's own store, with
   * ioredis) instead of PostgreSQL. The per-account sign-in back-off stays in the database.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /**
   * Server processes on this machine's one port (Node's cluster module): the primary restarts
   * a worker that dies and drains them all on SIGTERM. Above 1 needs DATABASE_URL.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DEFAULT_BRAND: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,39}$/, 'must be a brand key')
    // The start scripts set it (the flagship board); unset, plain localhost answers 404.
    .optional(),
  ATS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  PUBLIC_URL_SCHEME: z.enum(['http', 'https']).default('http'),
  /**
   * The origin of a brand's site in links that leave the request (e-mails): `{host}` is the
   * brand's hostKey, `{brand}` its key. Never taken from the request's Host header.
   * Default: PUBLIC_URL_SCHEME://{host}. Development: http://{brand}.localhost:3000.
   */
  PUBLIC_ORIGIN: z
    .string()
    .max(200)
    .refine(
      (template) => isOriginTemplate(template),
      'must be an http(s) origin, with {host} or {brand}: https://{host}, http://{brand}.localhost:3000',
    )
    .optional(),
  /** Behind a reverse proxy: trust X-Forwarded-* (client IP for rate limits, Host for the brand). */
  TRUST_PROXY: booleanString.default(false),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: port.default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().min(3).default('Jobboard <no-reply@jobboard.localhost>'),
  PAYMENT_PROVIDER: z.enum(['test']).default('test'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Demo accounts, companies and offers (their passwords are public: README): outside production
   * only. Unset: true in development and test, false in production, where true is refused.
   */
  SEED_DEMO: booleanString.optional(),
  /** Rendered pages of anonymous visitors are kept this long (src/ssr/page-cache.ts); 0: off. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /**
   * Pages a second this process renders for crawlers (by User-Agent: lib/crawlers.ts); past it a
   * crawler's page not in the page cache is a 503 with Retry-After (ssr/crawl-budget.ts).
   */
  CRAWLER_RENDERS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(5),
  /**
   * Mean event-loop delay (ms) past which new requests are shed with 503 and Retry-After
   * (plugins/load-shedding.ts); 0: never shed. The test servers turn it off: on a starved CI
   * machine their delay is the machine's, not a visitor load to shed (load-shedding.test.ts
   * checks the shedding itself).
   */
  LOAD_SHEDDING_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Render each brand's home, search and newest offers' pages once before listening
   * (src/ssr/warm-up.ts): the first visitors get a warm process.
   */
  WARM_UP_PAGES: booleanString.default(true),
  /**
   * How many offer pages the warm-up renders at most (each brand's newest first, both
   * languages; never fewer than each brand's newest offer), within 15 s. About 20 KB each in
   * the page cache (32 MB): 800 take half of it. Some 12 ms of a core each here: 800 add about
   * ten seconds to a start. 0: only each brand's newest offer.
   */
  WARM_UP_OFFER_PAGES: z.coerce.number().int().min(0).max(5_000).default(800),
  /**
   * Seconds an application's stage must stay put before its candidate is mailed of it
   * (services/stage-mails.ts): moves within it make one mail, with the last stage, and a move
   * undone within it none. Never shorter than the employer's undo window (STAGE_UNDO_SECONDS of
   * the contracts); tests set 0.
   */
  STAGE_MAIL_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    // The employer's « Annuler » must come before the mail: an undone change is never sent.
    .refine((seconds) => seconds === 0 || seconds >= STAGE_UNDO_SECONDS, {
      error: `must be 0 (at once, for tests) or at least the ${STAGE_UNDO_SECONDS} s an employer has to undo a stage change`,
    })
    .default(STAGE_MAIL_DELAY_SECONDS),
  /**
   * POST /dev/cpu-profile/start and /stop (routes/dev-cpu-profile.ts): a benchmark profiles one
   * phase of the running server. Never in production; loopback clients only.
   */
  CPU_PROFILE_ROUTES: booleanString.default(false),
  /**
   * SIGTERM: seconds the process waits for in-flight requests and running jobs before it exits
   * anyway (keep it under the orchestrator's kill delay: docker's default is 10 s).
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(8),
  /**
   * SIGTERM: seconds /readyz answers 503 while the process still serves every request, so a load
   * balancer stops sending it new ones before it stops listening. Part of
   * SHUTDOWN_TIMEOUT_SECONDS, which still bounds the whole shutdown (at most that minus 1 s).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(5),
  /**
   * Stop (as on SIGINT) when the standard input, a pipe held by the program that started this
   * server, ends: that program is gone (exit-with-parent.ts). Set by @jobboard/launch.
   */
  EXIT_WITH_PARENT: booleanString.default(false),
});

/** Every variable the schema reads (the deployment test checks compose.yaml against it). */
export const ENV_KEYS = Object.keys(EnvSchema.shape) as Array<keyof typeof EnvSchema.shape>;

/**
 * Read outside this schema, by @jobboard/manifest (the brand build's folders): also settings of
 * the server.
 */
export const BUILD_ENV_KEYS = ['GENERATED_DIR', 'BRANDS_DIR'] as const;

/** A template whose every filling is an origin (scheme, host, port; no path, user or query). */
function isOriginTemplate(template: string): boolean {
  if (!template.includes('{host}') && !template.includes('{brand}')) return false;
  const filled = fillOrigin(template, { host: 'example.test', brand: 'board' });
  try {
    const url = new URL(filled);
    return /^https?:$/.test(url.protocol) && url.origin === filled;
  } catch {
    return false;
  }
}

/** The origin of a brand from the PUBLIC_ORIGIN template. */
export function fillOrigin(template: string, brand: { host: string; brand: string }): string {
  return template.replaceAll('{host}', brand.host).replaceAll('{brand}', brand.brand);
}

export type Env = Omit<z.infer<typeof EnvSchema>, 'DATA_DIR' | 'PUBLIC_ORIGIN' | 'SEED_DEMO'> & {
  DATA_DIR: string;
  PUBLIC_ORIGIN: string;
  SEED_DEMO: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Parses the environment once at start. Every bad variable is reported in a single error so an
 * operator fixes them all in one go. Empty strings count as unset (docker-compose writes them).
 */
export function parseEnv(
  source: NodeJS.ProcessEnv = process.env,
  // pnpm runs the start script inside packages/server; INIT_CWD is where the user typed the
  // command, which is what a relative DATA_DIR means to them.
  cwd = source.INIT_CWD ?? process.cwd(),
): Env {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEV_SESSION_SECRET) {
    throw new EnvError(['SESSION_SECRET: must be set in production']);
  }
  if (env.NODE_ENV === 'production' && env.SEED_DEMO === true) {
    throw new EnvError([
      'SEED_DEMO: the demo accounts share published passwords: never in production (unset it or set false)',
    ]);
  }
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    throw new EnvError([
      `WORKERS: ${env.WORKERS} processes need a PostgreSQL server (DATABASE_URL); the embedded ` +
        'database (PGlite) is one process. Set DATABASE_URL or leave WORKERS at 1.',
    ]);
  }
  return {
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `${env.PUBLIC_URL_SCHEME}://{host}`,
    DATA_DIR: env.DATA_DIR ? path.resolve(cwd, env.DATA_DIR) : path.join(REPO_ROOT, 'data'),
  };
}

/** Warnings worth printing at start (not errors: development must work with no configuration). */
export function envWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.SESSION_SECRET === DEV_SESSION_SECRET) {
    warnings.push(
      'SESSION_SECRET is not set: using the development default. Set it in production.',
    );
  }
  return warnings;
}
