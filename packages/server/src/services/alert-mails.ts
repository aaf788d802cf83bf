import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AlertFilters, Language, OfferListItem } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { DatabaseKind } from '../db/client.js';
import { JOBS } from './jobs.js';
import type { MailMessage } from './mail.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';
import { offerMailLine, oneClickUnsubscribeHeaders, sweepInBatches } from './offer-mails.js';
import { t } from '../i18n/messages.js';
import {
  alertSummary,
  alertUnsubscribeToken,
  claimDueAlerts,
  matchAlerts,
  type DueAlert,
} from '../repositories/alerts.js';
import { hydrateOfferItems } from '../repositories/offers.js';
import { getReference } from '../repositories/reference.js';

/**
 * Alerts claimed and matched per query, by database. A PostgreSQL server matches in its own
 * process, one pool connection among several, so big batches cost pages nothing. PGlite matches
 * on this process's thread, on its one connection: a batch of 500 is ~0.2–1 s during which no
 * page is served, so there batches are smaller and the sweep gives the event loop back between
 * them (a page's queries get their turn). Not much smaller: each batch also reads the day's
 * offers once (~0.05–0.1 s for 1,000), so batches of 50 made the whole match 3 to 4 times
 * slower; at 100 it is about a quarter slower than at 500, and a page waits for a few batches
 * (~50 ms each) instead of the whole sweep (`pnpm bench:alerts` prints both figures).
 */
export const ALERT_BATCH_SIZE: Record<DatabaseKind, number> = { postgres: 500, pglite: 100 };

/** What the sweep needs of the app (a test passes its own clock). */
type AlertApp = Pick<FastifyInstance, 'db' | 'dbKind' | 'brands' | 'env' | 'jobs'>;

export interface AlertSweepResult {
  /** Alerts whose period had passed (each now marked sent for this period). */
  due: number;
  /** Mails queued (alerts with at least one new offer). */
  mailed: number;
  /** Matching queries run (one per batch). */
  queries: number;
}

/** The find-a-job page with the alert's filters, as the search page writes them in its URL. */
export function alertSearchUrl(origin: string, lang: Language, filters: AlertFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const name of ['category', 'specialization', 'city', 'schedule', 'experience'] as const)
    if (filters[name]?.length) params.set(name, filters[name].join(','));
  if (filters.city?.length && filters.radius) params.set('radius', String(filters.radius));
  if (filters.pay_min !== undefined) {
    params.set('pay_min', String(filters.pay_min));
    params.set('pay_unit', filters.pay_unit ?? 'hour');
  } else if (filters.pay === '1') params.set('pay', '1');
  if (filters.posted) params.set('posted', String(filters.posted));
  const query = params.toString();
  return origin + pathTo('findJob', lang) + (query ? `?${query}` : '');
}

/** The one-click unsubscribe URL of an alert (RFC 8058): its page, and the POST target. */
export function alertUnsubscribeUrl(origin: string, lang: Language, token: string): string {
  return origin + pathTo('alertUnsubscribe', lang, { token });
}

/**
 * The alerts sweep (JOBS.alerts, every minute): batch after batch, claims the due alerts, finds
 * their new offers in one query per batch, and queues one mail per alert that has any, in the
 * alert's language, from its board, with the List-Unsubscribe headers of RFC 8058. The mail's
 * singleton key is the alert and its period (`since`): a retried sweep cannot mail the same
 * period twice. An alert with nothing new gets no mail; its period is spent all the same.
 */
export async function sendDueAlerts(
  app: AlertApp,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<AlertSweepResult> {
  const { due, mailed, batches } = await sweepInBatches(
    {
      dbKind: app.dbKind,
      batchSize: ALERT_BATCH_SIZE[app.dbKind],
      log,
      label: 'job alerts batch sent',
    },
    (limit) => claimDueAlerts(app.db, now, limit),
    async (batch) => {
      const reference = await getReference(app.db);
      const matches = await matchAlerts(app.db, batch, now, reference);
      const ids = [...new Set([...matches.values()].flatMap((m) => m.offerIds))];
      const offers = new Map((await hydrateOfferItems(app.db, ids)).map((o) => [o.id, o]));
      let mailed = 0;
      for (const alert of batch) {
        const match = matches.get(alert.id);
        if (!match) continue;
        const message = alertMail(app, alert, match.offerIds, match.total, offers, reference);
        if (!message) continue;
        await app.jobs.send(JOBS.mail, message, {
          singletonKey: `job-alert:${alert.id}:${alert.since.toISOString()}`,
        });
        mailed++;
      }
      return mailed;
    },
  );
  return { due, mailed, queries: batches };
}

function alertMail(
  app: AlertApp,
  alert: DueAlert,
  offerIds: number[],
  total: number,
  offers: Map<number, OfferListItem>,
  reference: Awaited<ReturnType<typeof getReference>>,
): MailMessage | null {
  const board = app.brands.get(alert.board);
  // A board no longer served here: its alerts wait for a process that serves it.
  if (!board) return null;
  const lang = alert.language;
  const origin = boardOrigin(app, board);
  const listed = offerIds
    .map((id) => offers.get(id))
    .filter((o): o is OfferListItem => o !== undefined)
    .map((o) => ({ ...offerMailLine(o, lang, origin), city: o.city?.label ?? null }));
  if (listed.length === 0) return null;
  const unsubscribeUrl = alertUnsubscribeUrl(origin, lang, alertUnsubscribeToken(alert));
  return {
    to: alert.email,
    template: 'job-alert',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: {
      summary: alertSummary(reference, alert.filters, lang),
      offers: listed,
      total,
      // The offers past the listed ones, in words with the language's plural ("… et 15 autres offres.").
      more:
        total > listed.length ? t(lang, 'mail.alert_more', { count: total - listed.length }) : null,
      single: total === 1,
      weekly: alert.frequency === 'weekly',
      searchUrl: alertSearchUrl(origin, lang, alert.filters),
      unsubscribeUrl,
      // Visitors have no account page: their mails carry the unsubscribe link only.
      manageUrl: alert.userId ? origin + pathTo('myAlerts', lang) : null,
    },
    headers: oneClickUnsubscribeHeaders(unsubscribeUrl),
  };
}
