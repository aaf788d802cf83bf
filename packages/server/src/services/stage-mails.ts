import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { NOTIFIED_APPLICATION_STAGES } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import { claimSettledStageNotices, type StageNotice } from '../repositories/applications.js';
import { JOBS } from './jobs.js';
import { oneLine, type MailMessage } from './mail.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';

/** Applications claimed per statement of the sweep. */
const STAGE_MAIL_BATCH = 500;

type StageMailApp = Pick<FastifyInstance, 'db' | 'brands' | 'env' | 'jobs'>;

/**
 * After an employer moves applications: a sweep due once their stage has stayed put for
 * STAGE_MAIL_DELAY_SECONDS. Each move queues its own; a sweep that finds nothing settled (a
 * later move came) does nothing, and the minute sweep (JOBS.stageMails' `every`) catches any
 * that a restart of the in-memory queue dropped, or that this could not queue: it never throws,
 * the stage is saved whatever happens to the mail.
 */
export async function scheduleStageMails(
  app: StageMailApp,
  request: { id: string; log: FastifyBaseLogger },
): Promise<void> {
  const delayMs = app.env.STAGE_MAIL_DELAY_SECONDS * 1000;
  try {
    await app.jobs.send(
      JOBS.stageMails,
      {},
      {
        requestId: request.id,
        ...(delayMs > 0 && { startAfter: new Date(Date.now() + delayMs) }),
      },
    );
  } catch (err) {
    request.log.error({ err }, 'application stage mails not scheduled (the minute sweep will)');
  }
}

/**
 * Tells candidates where their applications settled (docs/mail.md): one mail per application
 * whose stage stayed put STAGE_MAIL_DELAY_SECONDS and is worth a mail
 * (NOTIFIED_APPLICATION_STAGES: not `viewed`, which the employer's first opening sets), from the
 * board the candidate applied on, when that board's manifest allows it
 * (behaviour.notifyApplicationStages), in the candidate's language. `not_retained` has its own
 * template, worded with care. Twenty moves of one application within the delay are one mail
 * with the last stage; a move undone within it sends nothing. Returns the mails queued.
 */
export async function sendSettledStageMails(app: StageMailApp): Promise<number> {
  let mailed = 0;
  for (;;) {
    const { claimed, notices } = await claimSettledStageNotices(
      app.db,
      app.env.STAGE_MAIL_DELAY_SECONDS,
      STAGE_MAIL_BATCH,
    );
    for (const notice of notices) {
      const message = stageMail(app, notice);
      if (!message) continue;
      await app.jobs.send(JOBS.mail, message);
      mailed++;
    }
    if (claimed < STAGE_MAIL_BATCH) return mailed;
  }
}

function stageMail(app: StageMailApp, notice: StageNotice): MailMessage | null {
  if (!NOTIFIED_APPLICATION_STAGES.includes(notice.stage)) return null;
  const board = (notice.board && app.brands.get(notice.board)) || app.brands.defaultBrand;
  if (!board?.behaviour.notifyApplicationStages) return null;
  const lang = notice.candidate.language;
  const { offer } = notice;
  const origin = boardOrigin(app, board);
  return {
    to: notice.candidate.email,
    template: notice.stage === 'not_retained' ? 'application-not-retained' : 'application-stage',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: {
      firstName: notice.candidate.firstName,
      offerTitle: oneLine(offer.title[lang] || offer.title[offer.primaryLanguage] || ''),
      companyName: notice.company ? oneLine(notice.company[lang]) : null,
      isInReview: notice.stage === 'in_review',
      isInterview: notice.stage === 'interview',
      isOffer: notice.stage === 'offer',
      url: origin + pathTo('myApplications', lang),
    },
  };
}
