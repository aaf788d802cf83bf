import { defineProject } from 'vitest/config';

/**
 * The server files that run a second time on a PostgreSQL server (`pnpm test` runs them with
 * TEST_DATABASE_URL and SERVER_SUITE=postgresql). The rule: a file belongs here when what it
 * checks goes through what differs between the embedded PGlite and a PostgreSQL server — the
 * driver and its type parsing (node-postgres over a pool instead of one in-process
 * connection), SQL that repositories send (search, filters, counts, dates), transactions and
 * row locks under concurrent connections, the job queue (pg-boss instead of the in-process
 * queue), LISTEN/NOTIFY between processes, and several processes on one database. A file that
 * checks the HTTP layer, rendering, files, configuration or pure functions behaves the same on
 * both and runs once, on PGlite. A new server file that reads or writes the database through a
 * repository or a job goes in this list.
 */
export const POSTGRESQL_PASS = [
  // Several processes on one database: PostgreSQL only (skipped on PGlite).
  'test/multi-process.test.ts',
  'test/multi-process-cluster.test.ts',
  // The pool of node-postgres: its connections opened before serving and kept idle.
  'test/database-pool.test.ts',
  // The job queue (pg-boss on PostgreSQL) and the mail it sends.
  'test/mail-outbox.test.ts',
  'test/mail-queues.test.ts',
  'test/alerts.test.ts',
  'test/newsletter.test.ts',
  'test/password-reset.test.ts',
  'test/secure-links-purge.test.ts',
  // Privacy: exports built by a job (a 100 MB one while the process answers), deletion in one
  // transaction, the retention sweep run twice at once.
  'test/privacy.test.ts',
  'test/data-export-archive.test.ts',
  // Counters and limits kept in the database under concurrent requests (row locks).
  'test/login-throttle.test.ts',
  'test/auth-routes.test.ts',
  'test/auth.test.ts',
  // The employer pages' single sign-on links to the ATS (secure links in the database).
  'test/ats-redirect.test.ts',
  'test/secure-links.test.ts',
  // Repositories: search SQL, filters, facets, counts, dates, geography.
  'test/offers.test.ts',
  'test/bilingual-offers.test.ts',
  'test/remote-offers.test.ts',
  'test/date-posted.test.ts',
  'test/city-radius.test.ts',
  'test/cities.test.ts',
  'test/search-typed-city.test.ts',
  'test/pay-ranges.test.ts',
  'test/public-companies.test.ts',
  'test/reference.test.ts',
  'test/seed.test.ts',
  'test/demo-seed.test.ts',
  'test/demo-invariants.test.ts',
  'test/candidates.test.ts',
  // Saved jobs: the limit per account under concurrent saves (a row lock), the join at sign-in.
  'test/saved-offers.test.ts',
  // Team invitations: the daily count of a team's mails under concurrent requests, one of two
  // simultaneous acceptances (conditional update).
  'test/team-invitations.test.ts',
  // Offers' statistics: the batched upsert written by processes at once, the per-day sums in
  // the offers' time zone.
  'test/offer-stats.test.ts',
  // Jobs for you: the ranking's one query (correlated subqueries, casts, the score's order).
  'test/recommended-offers.test.ts',
  'test/documents.test.ts',
  'test/apply.test.ts',
  // Reports of offers: the mail queue and the per-client limit in the shared store.
  'test/offer-reports.test.ts',
  'test/application-stages.test.ts',
  'test/employer-account.test.ts',
  'test/employer-applications.test.ts',
  // Notes, ratings (the check constraint, the upsert) and the CSV's dates in the offers' zone.
  'test/application-notes.test.ts',
  'test/employer-companies.test.ts',
  'test/employer-offers.test.ts',
  'test/employer-publishing.test.ts',
  'test/grant-board.test.ts',
  // The database probe and the kind of database the app reports.
  'test/app.test.ts',
  'test/health.test.ts',
  // Hostile values reach the driver as parameters (NUL bytes, huge numbers, odd encodings).
  'test/hostile-input.test.ts',
  // Text search: the analysis and the queries run in the database.
  'test/search-analysis.test.ts',
  // A broad search read tier by tier gives the page of the whole ranking (plans differ by database).
  'test/search-broad.test.ts',
  // The search budget counted in the database by every process, and the bounded spelling step.
  'test/search-budget.test.ts',
  // Per-recipient mail limits counted in the database under concurrent requests.
  'test/mail-limit.test.ts',
];

/**
 * The server files of `pnpm test:unit` (the fast loop, vitest.unit.config.ts): those that open
 * no database, start no process and launch no browser. The rule: a file is here when it tests
 * functions, configuration, files or an app without a database.
 */
export const UNIT = {
  include: [
    'src/**/*.test.ts',
    'test/env.test.ts',
    'test/deployment.test.ts',
    'test/passwords.test.ts',
    'test/storage-mail.test.ts',
    'test/storage-backends.test.ts',
    'test/search-quality-metrics.test.ts',
    'test/company-images.test.ts',
  ],
  // The embedded database in its own thread.
  exclude: ['src/db/pglite-thread.test.ts'],
};

/** How every server file runs, on PGlite here and on PostgreSQL in the root config's pass. */
export const SERVER_TEST_OPTIONS = {
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  // Files share a worker's module cache: Fastify, drizzle, the schemas and the SSR bundle are
  // evaluated once per worker instead of once per file (half of this project's processor time
  // went to that). The rule that makes it safe: each file makes its own app and database
  // (createTestApp) and closes them; configuration is read when an app is built, not on import.
  isolate: false,
  // PGlite boots a WebAssembly PostgreSQL: seconds, not milliseconds, on a cold start. A CI
  // machine 2.5× slower than a developer's, running three browsers beside the suite, took over
  // 30 s for tests of 5 s alone (the sign-in back-off's, the mail limit's): a minute each.
  testTimeout: 60_000,
  hookTimeout: 90_000,
} as const;

export default defineProject({
  test: {
    ...SERVER_TEST_OPTIONS,
    globalSetup: [...SERVER_TEST_OPTIONS.globalSetup],
    name: '@jobboard/server',
    // SERVER_SUITE=postgresql with TEST_DATABASE_URL: the PostgreSQL pass alone.
    include:
      process.env.SERVER_SUITE === 'postgresql'
        ? POSTGRESQL_PASS
        : ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
});
