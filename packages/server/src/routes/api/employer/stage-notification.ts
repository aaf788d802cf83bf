import type { FastifyRequest } from 'fastify';
import { NOTIFIED_APPLICATION_STAGES } from '@jobboard/contracts';
import { pathTo } from '@jobboard/core/routes';
import type { BrandManifest } from '@jobboard/manifest';
import { findStageNotices } from '../../../repositories/applications.js';
import { queueMail } from '../../../plugins/jobs.js';
import { brandOrigin, mailBrandOf } from '../auth/links.js';

/** A title or a name in a subject line: user input must not break the line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Tells candidates that the employer moved their application (docs/mail.md): one mail per
 * application whose stage changed to a stage worth a mail (NOTIFIED_APPLICATION_STAGES: not
 * `viewed`, which the employer's first opening sets), from the board the candidate applied on,
 * when that board's manifest allows it (behaviour.notifyApplicationStages), in the candidate's
 * language. `not_retained` has its own template, worded with care.
 *
 * Never throws: the stage is saved whatever happens to the mail; a failure is logged.
 */
export async function notifyCandidatesOfStage(
  request: FastifyRequest,
  fallbackBoard: BrandManifest,
  applicationIds: number[],
): Promise<void> {
  try {
    const notices = await findStageNotices(request.server.db, applicationIds);
    for (const notice of notices) {
      if (!NOTIFIED_APPLICATION_STAGES.includes(notice.stage)) continue;
      const board =
        (notice.board ? request.server.brands.get(notice.board) : undefined) ?? fallbackBoard;
      if (!board.behaviour.notifyApplicationStages) continue;
      const lang = notice.candidate.language;
      const { offer } = notice;
      await queueMail(
        request,
        {
          to: notice.candidate.email,
          template:
            notice.stage === 'not_retained' ? 'application-not-retained' : 'application-stage',
          lang,
          brand: mailBrandOf(request, board, lang),
          data: {
            firstName: notice.candidate.firstName,
            offerTitle: oneLine(offer.title[lang] || offer.title[offer.primaryLanguage] || ''),
            companyName: notice.company ? oneLine(notice.company[lang]) : null,
            isInReview: notice.stage === 'in_review',
            isInterview: notice.stage === 'interview',
            isOffer: notice.stage === 'offer',
            url: brandOrigin(request, board) + pathTo('myApplications', lang),
          },
        },
        // A stage is announced once: the same request retried does not mail twice.
        { singletonKey: `stage:${notice.applicationId}:${notice.stage}:${request.id}` },
      );
    }
  } catch (err) {
    request.log.error({ err, applicationIds }, 'application stage e-mail failed');
  }
}
