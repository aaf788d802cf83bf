import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { sendDueAlerts } from '../services/alert-mails.js';

/**
 * POST /dev/alerts/run: runs the job alerts sweep now (development and tests, never in
 * production), as the minute's job would. `{ "rewindDays": n }` first moves every alert's dates
 * n days back, as if it had been made (and last mailed) n days ago, so the offers of those days
 * are new to it and a daily alert is due: how the e2e test sees an alert mail without waiting a
 * day. Answers what the sweep did.
 */
const devAlerts: FastifyPluginAsync = async (app) => {
  if (app.env.NODE_ENV === 'production') return;
  app.post<{ Body: { rewindDays?: number } | undefined }>(
    '/dev/alerts/run',
    { config: { brand: false }, schema: { hide: true } },
    async (request) => {
      const days = Number(request.body?.rewindDays ?? 0);
      if (Number.isFinite(days) && days > 0 && days <= 60) {
        const shift = sql`make_interval(days => ${Math.floor(days)})`;
        await app.db.execute(sql`update job_alerts
             set created_at = created_at - ${shift},
                 confirmed_at = confirmed_at - ${shift},
                 last_sent_at = last_sent_at - ${shift}`);
      }
      const result = await sendDueAlerts(app, request.log);
      await app.jobs.drain();
      return result;
    },
  );
};

export default devAlerts;
