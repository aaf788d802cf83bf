import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import { PERMISSIONS, type Language, type PermissionName } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import { buildApp } from '../src/app.js';
import { BrandRegistry, loadBrandRegistry } from '../src/brands/registry.js';
import { parseEnv, type Env } from '../src/config/env.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { throwawayDatabase } from '@jobboard/launch/databases';
import { teamJobboards, teams, userPermissions, users } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { SESSION_COOKIES, type Guard } from '../src/plugins/auth.js';
import { createSession } from '../src/repositories/sessions.js';
import { hashPassword } from '../src/services/passwords.js';
import type { Mailer } from '../src/services/mail.js';
import { storageFor } from '../src/services/storage-for.js';
import { FIXTURE_BRANDS } from './fixtures/brands.js';

/**
 * The stored hash of a test account's password: a real argon2id hash at the production cost,
 * made once per password in a worker and shared by the accounts that use that password (only
 * the salt is shared). The files make hundreds of accounts with the same few passwords; signing
 * in still verifies at full cost.
 */
const passwordHashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

export { FIXTURE_BRANDS } from './fixtures/brands.js';

/**
 * The brands of the site's build (.generated/, `pnpm build:site`), for tests that render
 * pages. Not checked against brands/ (another change may be waiting for its build there) and
 * not watched (a rebuild by someone else must not swap brands under a test).
 */
export function builtBrands(defaultKey = 'jobboard'): BrandRegistry {
  return loadBrandRegistry({ defaultKey, checkSources: false, watch: false });
}
export { DEMO_ACCOUNTS } from '../src/db/seed/index.js';

export interface TestAppOptions {
  /** 'reference' (default): the fixed reference data only (docs/api.md). 'demo': plus demo accounts, companies and `demoOffers` offers. */
  seed?: 'reference' | 'demo';
  demoOffers?: number;
  /** Demo companies (default 8; the demo a visitor sees has all 46). */
  demoCompanies?: number;
  /** Draw the demo companies' logos (default false: a few seconds the other suites do not need). */
  demoLogos?: boolean;
  /** The date the demo offers are posted before (default: now). */
  demoNow?: Date;
  /** Brands the app serves (default: FIXTURE_BRANDS — jobboard, techboard, careboard). */
  brands?: BrandManifest[];
  /**
   * The brands with their build, for pages: builtBrands() reads the site's build. Without
   * one, brands are bare manifests and their pages answer 503.
   */
  registry?: BrandRegistry;
  /** Extra environment variables (strings, as in process.env). */
  env?: Record<string, string>;
  /** Extra plugins (probe routes) registered after the app's routes. */
  plugins?: FastifyPluginAsync[];
  /** Pino options (e.g. a stream that collects the lines); default: no logging. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Another app on the database of this one: on PostgreSQL its own pool, page cache, job worker
   * and DATA_DIR, as a second server process would have; on PGlite (one connection, in this
   * process) the same database object, as the server restarted with other settings would see
   * it. Not seeded again, not dropped, not closed by this app's close().
   */
  sameDatabaseAs?: TestApp;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  teamId: number | null;
  /** Cookie header value that signs this user in, e.g. headers: { cookie: user.cookie }. */
  cookie: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  env: Env;
  mailer: Mailer;
  /** postgres:// URL of the suite's database on a PostgreSQL server; undefined on PGlite. */
  databaseUrl?: string;
  /** A candidate (guard jobboard), e-mail verified unless told otherwise, signed in through `cookie`. */
  createCandidate(options?: {
    email?: string;
    password?: string;
    verified?: boolean;
  }): Promise<TestUser>;
  /**
   * An employer (guard ats) with its own team, or a member of `teamId`'s (whose boards stay as
   * they are); every permission and every board unless told otherwise.
   */
  createEmployer(options?: {
    email?: string;
    password?: string;
    permissions?: PermissionName[];
    jobboards?: string[];
    verified?: boolean;
    teamId?: number;
    language?: Language;
  }): Promise<TestUser>;
  /** Cookie header for a session of an existing user. */
  cookieFor(userId: number, guard: Guard): Promise<string>;
  close(): Promise<void>;
}

/** What a project's global set-up provided, or undefined (a run without that set-up). */
function provided<K extends 'pgliteTemplate' | 'postgresTemplate' | 'templateReady'>(
  key: K,
): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Waits for the run's template (global-setup.ts makes it while the run goes on): its file is
 * there once it is made, or `<file>.failed` says why it was not.
 */
async function templateMade(): Promise<void> {
  const ready = provided('templateReady');
  if (!ready) return;
  const deadline = Date.now() + 300_000;
  while (!existsSync(ready)) {
    if (existsSync(`${ready}.failed`))
      throw new Error(`the run's database template: ${readFileSync(`${ready}.failed`, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the run's database template: not made in 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let cachedTemplate: Blob | undefined;
async function pgliteTemplate(): Promise<Blob | undefined> {
  if (cachedTemplate) return cachedTemplate;
  const file = provided('pgliteTemplate');
  if (!file) return undefined;
  await templateMade();
  cachedTemplate = new Blob([readFileSync(file)]);
  return cachedTemplate;
}

/** The run's migrated and seeded PostgreSQL database (global-setup.ts), when there is one. */
async function postgresTemplate(): Promise<string | undefined> {
  const name = provided('postgresTemplate');
  if (name) await templateMade();
  return name;
}

/**
 * A fresh database per call: PGlite in memory (from the template when available) or a new
 * PostgreSQL database (a copy of the run's template when available).
 */
async function freshDatabase(): Promise<{
  database: Database;
  dropDatabase: () => Promise<void>;
  url?: string;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = await pgliteTemplate();
    const database = await openDatabase({ kind: 'pglite', loadDataDir: template });
    await database.migrate(); // no-op on the template; the full migration otherwise
    return { database, dropDatabase: async () => undefined };
  }
  // One database per suite on the server: suites run in parallel without seeing each other.
  const { url, drop } = await throwawayDatabase(adminUrl, 'test', {
    template: await postgresTemplate(),
  });
  const database = await openDatabase({ kind: 'postgres', url, max: 4 });
  await database.migrate(); // no-op on a copy of the template; the full migration otherwise
  return { database, url, dropDatabase: drop };
}

/**
 * The app's mailer, whose outbox readers first wait for the job queue to run the mail jobs
 * queued so far (mail is sent by a background job: plugins/jobs.ts).
 */
function drainingMailer(app: FastifyInstance): Mailer {
  // The app's own instance, so a test that spies on send() changes what the mail job calls.
  const mailer = app.mailer;
  const listOutbox = mailer.listOutbox.bind(mailer);
  mailer.listOutbox = async (to?: string) => {
    await app.jobs.drain();
    return listOutbox(to);
  };
  return mailer;
}

/** Builds the app on a fresh database; call close() in afterAll. Requests go through app.inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jb-test-'));
  const env = parseEnv(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      DEFAULT_BRAND: 'jobboard',
      ...options.env,
    },
    dataDir,
  );
  const brands =
    options.registry ?? new BrandRegistry(options.brands ?? FIXTURE_BRANDS, env.DEFAULT_BRAND);
  const brandList = brands.all;
  const other = options.sameDatabaseAs;
  const shared = other?.databaseUrl;
  const { database, dropDatabase, url, closeDatabase } = other
    ? {
        database: shared
          ? await openDatabase({ kind: 'postgres', url: shared, max: 4 })
          : other.database,
        dropDatabase: async () => undefined,
        url: shared,
        closeDatabase: Boolean(shared),
      }
    : { ...(await freshDatabase()), closeDatabase: true };
  if (!other) {
    const storage = await storageFor(env);
    await seedDatabase(database.db, {
      mode: options.seed ?? 'reference',
      demo: {
        brands: brandList,
        storage,
        offers: options.demoOffers ?? 40,
        companies: options.demoCompanies ?? 8,
        logos: options.demoLogos ?? false,
        ...(options.demoNow && { now: options.demoNow }),
      },
    }).finally(() => storage.close());
  }
  const app = await buildApp({
    env,
    database,
    brands,
    logger: options.logger ?? false,
    plugins: options.plugins,
  });
  await app.ready();
  const db = database.db;

  const cookieFor = async (userId: number, guard: Guard) => {
    const { token } = await createSession(db, env.SESSION_SECRET, { id: userId, guard });
    return `${SESSION_COOKIES[guard]}=${token}`;
  };
  const createTeam = async (ownerEmail: string, jobboards?: string[]) => {
    const [team] = await db
      .insert(teams)
      .values({ name: `Team ${ownerEmail}`, size: '1-10', canPublishOnPartnerOrOurNetwork: true })
      .returning({ id: teams.id });
    if (!team) throw new Error('team not created');
    const boards = jobboards ?? brandList.map((b) => b.name);
    if (boards.length)
      await db
        .insert(teamJobboards)
        .values(boards.map((jobboard) => ({ teamId: team.id, jobboard })));
    return team.id;
  };
  let counter = 0;
  const uniqueEmail = (prefix: string) =>
    `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;

  return {
    app,
    db,
    database,
    env,
    mailer: drainingMailer(app),
    databaseUrl: url,
    async createCandidate(o = {}) {
      const email = o.email ?? uniqueEmail('candidate');
      const password = o.password ?? 'candidate-password';
      const [user] = await db
        .insert(users)
        .values({
          guard: 'jobboard',
          email,
          passwordHash: await testPasswordHash(password),
          firstName: 'Test',
          lastName: 'Candidate',
          emailVerifiedAt: o.verified === false ? null : new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('candidate not created');
      return {
        id: user.id,
        email,
        password,
        teamId: null,
        cookie: await cookieFor(user.id, 'jobboard'),
      };
    },
    async createEmployer(o = {}) {
      const email = o.email ?? uniqueEmail('employer');
      const password = o.password ?? 'employer-password';
      const teamId = o.teamId ?? (await createTeam(email, o.jobboards));
      const [user] = await db
        .insert(users)
        .values({
          guard: 'ats',
          email,
          passwordHash: await testPasswordHash(password),
          firstName: 'Test',
          lastName: 'Employer',
          language: o.language ?? 'fr',
          teamId,
          emailVerifiedAt: o.verified === false ? null : new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('employer not created');
      const permissions = o.permissions ?? [...PERMISSIONS];
      if (permissions.length)
        await db
          .insert(userPermissions)
          .values(permissions.map((permission) => ({ userId: user.id, permission })));
      return {
        id: user.id,
        email,
        password,
        teamId,
        cookie: await cookieFor(user.id, 'ats'),
      };
    },
    cookieFor,
    async close() {
      await app.close();
      if (closeDatabase) await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
