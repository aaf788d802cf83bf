import type { DbLike } from '../client.js';
import { applicationDocuments, applications } from '../schema.js';
import { insertBatched } from './batch.js';
import type { DemoCandidate } from './demo-accounts.js';
import { DAY, type DemoContext } from './demo-context.js';
import type { DemoOffer } from './demo-offers.js';

/**
 * Applications: the demo candidate applied to three offers, the others to a few each, each with
 * the candidate's resume and, for half, a short message. Offers of the demo team come first, so
 * the demo employer has applications to review.
 */
export async function seedApplications(
  db: DbLike,
  ctx: DemoContext,
  offers: readonly DemoOffer[],
  demoTeamId: number,
  candidates: readonly DemoCandidate[],
  resumeIds: readonly number[],
): Promise<void> {
  const { random, now } = ctx;
  const published = offers.filter((o) => o.status === 'published');
  const demoTeamOffers = published.filter((o) => o.teamId === demoTeamId);
  const applicationRows: Array<typeof applications.$inferInsert> = [];
  const applicationResume: number[] = [];
  candidates.forEach((candidate, ci) => {
    const targets = new Set<number>([
      ...random
        .sample(demoTeamOffers, Math.min(demoTeamOffers.length, ci === 0 ? 1 : 2))
        .map((o) => o.id),
      ...random
        .sample(published, Math.min(published.length, ci === 0 ? 2 : random.int(1, 4)))
        .map((o) => o.id),
    ]);
    for (const offerId of targets) {
      applicationRows.push({
        offerId,
        userId: candidate.id,
        jobboard: ctx.boards.general[0] ?? ctx.boards.all[0] ?? null,
        message: random.chance(0.5)
          ? 'Bonjour, votre offre correspond à mon profil. Au plaisir d’en discuter!'
          : null,
        createdAt: new Date(now.getTime() - random.int(0, 10) * DAY),
      });
      applicationResume.push(resumeIds[ci] ?? 0);
    }
  });
  if (applicationRows.length > 0) {
    const inserted = await db
      .insert(applications)
      .values(applicationRows)
      .returning({ id: applications.id });
    await insertBatched(
      db,
      applicationDocuments,
      inserted.map((a, i) => ({ applicationId: a.id, documentId: applicationResume[i] ?? 0 })),
    );
  }
}
