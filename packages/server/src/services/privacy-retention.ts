import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pathTo } from '@jobboard/contracts/routes';
import { DEFAULT_RETENTION_MONTHS, RETENTION_WARNING_DAYS } from '@jobboard/contracts';
import { purgeConsentRecords } from '../repositories/privacy/consent.js';
import { expireDataExports } from '../repositories/privacy/data-exports.js';
import {
  claimRetentionWarnings,
  deleteExpiredAccountData,
  type RetentionPeriods,
} from '../repositories/privacy/retention.js';
import { JOBS, type JobDefinition } from './jobs.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';

type RetentionApp = Pick<FastifyInstance, 'db' | 'brands' | 'env' | 'jobs' | 'storage'>;

export interface RetentionSweepResult {
  warned: number;
  accounts: number;
  files: number;
  exports: number;
  consents: number;
}

/** Each served board's retention period (manifest privacy.retentionMonths). */
export function retentionPeriods(app: Pick<FastifyInstance, 'brands'>): RetentionPeriods {
  return {
    boards: app.brands.all.map((b) => ({ board: b.name, months: b.privacy.retentionMonths })),
    fallbackMonths: app.brands.defaultBrand?.privacy.retentionMonths ?? DEFAULT_RETENTION_MONTHS,
  };
}

/**
 * Destruction once the purpose is served (docs/privacy.md#retention). Accounts without a sign-in
 * for their board's retention period are warned RETENTION_WARNING_DAYS before; past it (and at
 * least that long after the warning, which a sign-in cancels) their documents and applications
 * are deleted. Expired export archives and consent records past CONSENT_RECORD_RETENTION_MONTHS
 * go too (expired secure links have their own hourly job). Safe with several processes at once:
 * warnings are claimed by one UPDATE, deletions take their accounts' rows with SKIP LOCKED, files
 * are removed after the commit that forgot them.
 */
export async function runRetentionSweep(
  app: RetentionApp,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<RetentionSweepResult> {
  const periods = retentionPeriods(app);
  const result: RetentionSweepResult = {
    warned: 0,
    accounts: 0,
    files: 0,
    exports: 0,
    consents: 0,
  };

  for (;;) {
    const warnings = await claimRetentionWarnings(app.db, periods, RETENTION_WARNING_DAYS, now);
    for (const warning of warnings) {
      const board =
        (warning.board ? app.brands.get(warning.board) : undefined) ?? app.brands.defaultBrand;
      if (!board) continue;
      const lang = warning.language;
      const origin = boardOrigin(app, board);
      await app.jobs.send(
        JOBS.mail,
        {
          to: warning.email,
          template: 'retention-warning',
          lang,
          brand: boardMailBrand(app, board, lang),
          data: {
            firstName: warning.firstName,
            date: new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
              dateStyle: 'long',
            }).format(warning.deleteAfter),
            url: origin + pathTo('login', lang),
          },
        },
        { singletonKey: `retention-warning:${warning.id}:${now.toISOString().slice(0, 10)}` },
      );
    }
    result.warned += warnings.length;
    if (warnings.length < 200) break;
  }

  for (;;) {
    const removed = await app.db.transaction((tx) =>
      deleteExpiredAccountData(tx, periods, RETENTION_WARNING_DAYS, now),
    );
    for (const storagePath of removed.storagePaths) await app.storage.remove(storagePath);
    result.accounts += removed.users.length;
    result.files += removed.storagePaths.length;
    if (removed.users.length < 200) break;
  }

  const archives = await app.db.transaction((tx) => expireDataExports(tx, now));
  for (const storagePath of archives) await app.storage.remove(storagePath);
  result.exports = archives.length;
  result.consents = await purgeConsentRecords(app.db, now);
  if (result.warned || result.accounts || result.exports || result.consents)
    log.info(result, 'retention sweep');
  return result;
}

/** The hourly retention sweep. */
export function retentionJob(app: RetentionApp): JobDefinition {
  return {
    name: JOBS.privacyRetention,
    every: 'hour',
    async run(_data, { log }) {
      await runRetentionSweep(app, log);
    },
  };
}
