import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_DOCUMENT_BYTES } from '@jobboard/contracts';
import type { BrandRegistry } from './brands/registry.js';
import type { Env } from './config/env.js';
import { AccessLog } from './config/logger.js';
import type { Database } from './db/client.js';
import { t } from './i18n/messages.js';
import auth from './plugins/auth.js';
import brand from './plugins/brand.js';
import cacheBus from './plugins/cache-bus.js';
import context from './plugins/context.js';
import errors from './plugins/errors.js';
import health from './plugins/health.js';
import jobs, { pgPoolOf, type JobsOptions } from './plugins/jobs.js';
import language, { requestLanguage } from './plugins/language.js';
import loadShedding, { type LoadSheddingOptions } from './plugins/load-shedding.js';
import offerStats from './plugins/offer-stats.js';
import openapi from './plugins/openapi.js';
import security from './plugins/security.js';
import { publicReads } from './plugins/public-read.js';
import routes from './routes/index.js';
import { Mailer } from './services/mail.js';
import { postgresRateLimitStore } from './services/rate-limit-store.js';
import searchBudget from './plugins/search-budget.js';
import { storageFor } from './services/storage-for.js';
import ssr from './ssr/index.js';

export interface BuildAppOptions {
  env: Env;
  /** Opened and migrated by the caller (server.ts or the test helper), which also closes it. */
  database: Database;
  brands: BrandRegistry;
  /** Pino options or false; default: level LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** false turns route rate limits off (load tests); tests keep them on. */
  rateLimit?: boolean;
  /**
   * Load shedding (plugins/load-shedding.ts) with these thresholds ({} for its defaults); absent
   * or false: none. The server (bootstrap.ts) turns it on; the test suites, whose in-memory
   * database blocks the loop on purpose-built bursts, do not.
   */
  loadShedding?: LoadSheddingOptions | false;
  /** Extra plugins registered after the routes (tests add probe routes this way). */
  plugins?: FastifyPluginAsync[];
  /** Background job queue: default pg-boss on PostgreSQL, in memory on PGlite (plugins/jobs.ts). */
  jobs?: JobsOptions['queue'];
}

/** JSON bodies above this are a 413; uploads have their own limit (MAX_DOCUMENT_BYTES). */
export const BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    // Path parameters longer than this are a 404 rather than something a handler must guard.
    routerOptions: { maxParamLength: 500 },
    // Behind the proxy, its request id (nginx $request_id) is kept so both logs join; else a UUID.
    requestIdHeader: env.TRUST_PROXY ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. External plugins.
  await app.register(cookie);
  // First of the request hooks: a shed request costs as little as possible.
  if (options.loadShedding) await app.register(loadShedding, options.loadShedding);
  // API answers and assets (pages compress themselves once per answer: ssr/render-page.ts).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // REDIS_URL: the plugin's own Redis store counts the route limits of every process; else on a
  // PostgreSQL server they are counted in its rate_limits table (services/rate-limit-store.ts);
  // the embedded default is one process, whose memory is the plugin's own store. The per-account
  // sign-in back-off (services/login-throttle.ts) is in the database whatever this choice.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
        // The plugin's advice: fail fast rather than hold a request while Redis is away.
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.error({ err }, 'redis error'));
    // Last of the onClose hooks (they run in reverse): after the requests that count.
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'jobboard-rl:',
    store:
      !redis && options.database.kind === 'postgres'
        ? postgresRateLimitStore(pgPoolOf(options.database.db))
        : undefined,
    allowList: options.rateLimit === false ? () => true : undefined,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: t(requestLanguage(request), 'too_many_requests'),
      retryAfter: context.after,
    }),
  });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_DOCUMENT_BYTES,
      files: 5,
      fields: 30,
      fieldSize: 100 * 1024,
      parts: 40,
    },
  });

  // 2. Own plugins.
  // Uploads: disk under DATA_DIR, or S3_URL's bucket (services/storage-for.ts).
  const storage = await storageFor(env);
  app.addHook('onClose', async () => storage.close());
  const mailer = new Mailer({
    dataDir: env.DATA_DIR,
    from: env.SMTP_FROM,
    smtp: env.SMTP_HOST
      ? { host: env.SMTP_HOST, port: env.SMTP_PORT, user: env.SMTP_USER, pass: env.SMTP_PASS }
      : undefined,
  });
  // Before the jobs' hook, so after it at close: the last queued mails go first.
  app.addHook('onClose', async () => mailer.close());
  await app.register(context, {
    env,
    database: options.database,
    brands: options.brands,
    storage,
    mailer,
  });
  // Jobs (mail, offer expiry) and the cross-process page-cache bus; the probes.
  await app.register(jobs, { queue: options.jobs });
  await app.register(cacheBus);
  // Offers' views and Apply clicks, written in batches (its last batch at close, before the database).
  await app.register(offerStats);
  await app.register(health);
  await app.register(brand);
  // Helmet's headers (nonce-based CSP) and the cross-site check: it needs the Host's brand.
  await app.register(security);
  await app.register(language);
  await app.register(auth);
  await app.register(errors);
  // Searches charged to their client by cost, before they run (a 429 past the budget).
  await app.register(searchBudget, { enabled: options.rateLimit !== false });
  await app.register(openapi);

  // 3. Routes (their public reads collected as they register, for the page renderer).
  await app.register(publicReads);
  await app.register(routes);
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  // 4. The site (SSR pages, assets, sitemap): last, its catch-all must not shadow any route.
  await app.register(ssr);
  return app;
}
