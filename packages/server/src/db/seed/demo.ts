import { eq } from 'drizzle-orm';
import type { DbLike } from '../client.js';
import { users } from '../schema.js';
import { seedAccounts, seedResumes, seedTeams } from './demo-accounts.js';
import { seedApplications } from './demo-applications.js';
import { seedOfferStats } from './demo-offer-stats.js';
import { seedCompanies, seedLogos } from './demo-companies.js';
import { DEMO_ACCOUNTS, demoContext, type DemoSeedOptions } from './demo-context.js';
import { grantPublishingRights, seedOffers } from './demo-offers.js';

export { DEMO_ACCOUNTS, type DemoSeedOptions } from './demo-context.js';
export { demoResumePdf } from './demo-accounts.js';

/**
 * Demo content that makes every board look alive, as a sequence of named steps (after the
 * reference data, seeded by index.ts): teams, accounts, resumes, companies, logos, offers,
 * publishing rights, applications, offers' statistics. Deterministic: the steps draw from one seeded random
 * sequence, in this order. Skips when the demo employer already exists, so a restart never
 * duplicates it. Returns whether it ran.
 */
export async function seedDemo(db: DbLike, options: DemoSeedOptions): Promise<boolean> {
  if (await demoSeeded(db)) return false;
  const ctx = demoContext(options);
  const teams = await seedTeams(db, ctx);
  const candidates = await seedAccounts(db, ctx, teams);
  const resumeIds = await seedResumes(db, ctx, candidates);
  const companies = await seedCompanies(db, ctx, teams);
  if (options.logos ?? true) await seedLogos(db, ctx, companies);
  const offers = await seedOffers(db, ctx, companies, teams.demoTeamId);
  await grantPublishingRights(db);
  await seedApplications(db, ctx, offers, teams.demoTeamId, candidates, resumeIds);
  await seedOfferStats(db, ctx, offers, teams.demoTeamId);
  return true;
}

/** Whether the demo is there already: its employer's account exists. */
async function demoSeeded(db: DbLike): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.employer.email))
    .limit(1);
  return existing.length > 0;
}
