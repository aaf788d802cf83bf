import { CANDIDATE_GUARD, PERMISSIONS } from '@jobboard/contracts';
import { hashPassword } from '../../services/passwords.js';
import type { DbLike } from '../client.js';
import {
  documents,
  teamJobboards,
  teams,
  userPermissions,
  userSkills,
  userSpecializations,
  users,
} from '../schema.js';
import { insertBatched } from './batch.js';
import { CITIES } from './data/cities.js';
import { DEMO_ACCOUNTS, type DemoContext } from './demo-context.js';
import { attributeIdsByLabel } from './reference.js';

/** The teams of the demo: the demo employer's, and one per company from the fourth on. */
export interface DemoTeams {
  demoTeamId: number;
  /** The team of the company at index 3 + k of the context's companies. */
  otherTeamIds: number[];
}

/**
 * Teams: the demo employer's team (Groupe Boréal, allowed on every board; it owns the first
 * three companies), then one team per other company, of a random size.
 */
export async function seedTeams(db: DbLike, ctx: DemoContext): Promise<DemoTeams> {
  const [demoTeam] = await db
    .insert(teams)
    .values({ name: 'Groupe Boréal', size: '11-50', canPublishOnPartnerOrOurNetwork: true })
    .returning({ id: teams.id });
  if (!demoTeam) throw new Error('demo team not created');
  await insertBatched(
    db,
    teamJobboards,
    ctx.boards.all.map((jobboard) => ({ teamId: demoTeam.id, jobboard })),
  );
  const otherTeamRows = ctx.companyDefs.slice(3).map(([fr]) => ({
    name: fr,
    size: ctx.random.pick(['1-10', '11-50', '51-200', '201-500', '500+']),
  }));
  const otherTeams = otherTeamRows.length
    ? await db.insert(teams).values(otherTeamRows).returning({ id: teams.id })
    : [];
  return { demoTeamId: demoTeam.id, otherTeamIds: otherTeams.map((team) => team.id) };
}

export interface DemoCandidate {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * Accounts: the demo employer (every permission, in the demo team) and six candidates, the first
 * being the README's. Each has a confirmed address and a city of the list with its name, as the
 * profile form saves them, so their profile saves again as it is. One hash per password: a
 * password hash is deliberately slow.
 */
export async function seedAccounts(
  db: DbLike,
  ctx: DemoContext,
  teams: DemoTeams,
): Promise<DemoCandidate[]> {
  const { now } = ctx;
  const [employerHash, candidateHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.employer.password),
    hashPassword(DEMO_ACCOUNTS.candidate.password),
  ]);
  const [employer] = await db
    .insert(users)
    .values({
      guard: 'ats',
      email: DEMO_ACCOUNTS.employer.email,
      passwordHash: employerHash,
      firstName: 'Émilie',
      lastName: 'Employeur',
      language: 'fr',
      phoneNumber: '+1 514 555 0100',
      country: 'CA',
      cityId: CITIES.indexOf('Montréal') + 1,
      address: 'Montréal',
      emailVerifiedAt: now,
      teamId: teams.demoTeamId,
    })
    .returning({ id: users.id });
  if (!employer) throw new Error('demo employer not created');
  await db
    .insert(userPermissions)
    .values(PERMISSIONS.map((permission) => ({ userId: employer.id, permission })));

  const candidateNames: Array<[string, string, string]> = [
    [DEMO_ACCOUNTS.candidate.email, 'Camille', 'Candidat'],
    ['julie.roy@demo.jobboard.test', 'Julie', 'Roy'],
    ['marc.bouchard@demo.jobboard.test', 'Marc', 'Bouchard'],
    ['sarah.nguyen@demo.jobboard.test', 'Sarah', 'Nguyen'],
    ['olivier.cote@demo.jobboard.test', 'Olivier', 'Côté'],
    ['amira.haddad@demo.jobboard.test', 'Amira', 'Haddad'],
  ];
  const candidates = await db
    .insert(users)
    .values(
      candidateNames.map(([email, firstName, lastName], i) => ({
        guard: CANDIDATE_GUARD,
        email,
        // Only the listed demo candidate is meant to sign in; the others share its hash.
        passwordHash: candidateHash,
        firstName,
        lastName,
        language: i % 3 === 2 ? ('en' as const) : ('fr' as const),
        phoneNumber: `+1 438 555 01${String(10 + i)}`,
        country: 'CA',
        // A city of the list (its id and its name), as the profile form saves it: the profile
        // can be saved again as it is.
        cityId: i + 1,
        address: CITIES[i] ?? 'Montréal',
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  await seedProfiles(db, candidates);
  return candidates;
}

/**
 * What each demo candidate does (category, specializations and skills by their English labels),
 * in the order of the candidates: their profiles give « Offres pour vous » something to rank by
 * (docs/candidates.md#jobs-for-you, `pnpm bench:for-you`).
 */
const DEMO_PROFILES: ReadonlyArray<{
  category: string;
  specializations: readonly string[];
  skills: readonly string[];
}> = [
  {
    category: 'Health care',
    specializations: ['Nursing', 'Patient care'],
    skills: ['Patient care', 'Medication administration', 'Teamwork'],
  },
  {
    category: 'Restaurant',
    specializations: ['Kitchen'],
    skills: ['Food preparation', 'Teamwork'],
  },
  {
    category: 'Information technology',
    specializations: ['Software development'],
    skills: ['TypeScript', 'React', 'Node.js', 'SQL'],
  },
  {
    category: 'Accounting',
    specializations: ['Bookkeeping', 'Payroll'],
    skills: ['Sage 50', 'QuickBooks', 'Microsoft Excel'],
  },
  {
    category: 'Technical trades',
    specializations: ['Electricity'],
    skills: ['Blueprint reading', 'Preventive maintenance'],
  },
  {
    category: 'Legal',
    specializations: ['Litigation'],
    skills: ['Legal research', 'Written English'],
  },
];

async function seedProfiles(db: DbLike, candidates: ReadonlyArray<{ id: number }>): Promise<void> {
  const categoryId = attributeIdsByLabel('category');
  const specializationId = attributeIdsByLabel('specialization');
  const skillId = attributeIdsByLabel('skill');
  const find = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`demo profile: no attribute ${key}`);
    return id;
  };
  const specs: Array<typeof userSpecializations.$inferInsert> = [];
  const skills: Array<typeof userSkills.$inferInsert> = [];
  candidates.forEach((candidate, i) => {
    const profile = DEMO_PROFILES[i];
    if (!profile) return;
    const category = find(categoryId, profile.category);
    for (const label of profile.specializations)
      specs.push({
        userId: candidate.id,
        attributeId: find(specializationId, `${category}|${label}`),
      });
    profile.skills.forEach((label, k) =>
      skills.push({ userId: candidate.id, attributeId: find(skillId, label), level: 4 - (k % 2) }),
    );
  });
  if (specs.length) await db.insert(userSpecializations).values(specs);
  if (skills.length) await db.insert(userSkills).values(skills);
}

/** Resumes: a one-page PDF per candidate, stored like an upload; their document ids, in order. */
export async function seedResumes(
  db: DbLike,
  ctx: DemoContext,
  candidates: readonly DemoCandidate[],
): Promise<number[]> {
  const { options } = ctx;
  const resumeIds: number[] = [];
  for (const candidate of candidates) {
    const stored = await options.storage.save(
      'documents',
      demoResumePdf(`${candidate.firstName} ${candidate.lastName}`),
      'application/pdf',
    );
    const [doc] = await db
      .insert(documents)
      .values({
        userId: candidate.id,
        name: `CV ${candidate.firstName} ${candidate.lastName}.pdf`,
        type: 'resume',
        mimeType: 'application/pdf',
        size: stored.size,
        storagePath: stored.storagePath,
      })
      .returning({ id: documents.id });
    resumeIds.push(doc?.id ?? 0);
  }
  return resumeIds;
}

/** A tiny valid PDF so the demo candidate's resume opens in a viewer. */
export function demoResumePdf(name: string): Buffer {
  const text = `Curriculum vitae - ${name}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
