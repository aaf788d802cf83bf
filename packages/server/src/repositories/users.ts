import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  PERMISSIONS,
  type Attribute,
  type Guard,
  type Language,
  type PermissionName,
  type SecureLinkType,
  type User,
} from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import type { DbLike } from '../db/client.js';
import {
  attributes,
  companies,
  newsletterSubscriptions,
  secureLinks,
  teamJobboards,
  teams,
  userPermissions,
  users,
  userSpecializations,
} from '../db/schema.js';
import { slugify } from '../lib/slugify.js';
import { toAttribute } from './reference.js';

/**
 * Accounts of both guards (candidates and employers), their public shape (contracts UserSchema) and
 * the candidate's followed specializations. E-mails are stored lower-case (the input schemas
 * lower-case them); the same e-mail may hold one account per guard.
 */
export type UserRow = typeof users.$inferSelect;

/** The account of an e-mail on a guard, with its password hash (sign-in, sign-up checks). */
export async function findUserByEmail(
  db: DbLike,
  guard: Guard,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.guard, guard), eq(users.email, email.toLowerCase())))
    .limit(1);
  return row;
}

export async function findUserById(db: DbLike, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The brands served (BrandRegistry): where a board's label comes from. */
export interface BrandLabels {
  get(name: string): Pick<BrandManifest, 'label'> | undefined;
}

/**
 * The User answer (contracts UserSchema): permissions and team (with its boards and their labels)
 * included.
 */
export async function getUserProfile(
  db: DbLike,
  id: number,
  brands: BrandLabels,
): Promise<User | null> {
  const [row] = await db
    .select({
      user: users,
      teamName: teams.name,
      canPublish: teams.canPublishOnPartnerOrOurNetwork,
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  const [permissionRows, boardRows] = await Promise.all([
    user.guard === 'ats'
      ? db
          .select({ name: userPermissions.permission })
          .from(userPermissions)
          .where(eq(userPermissions.userId, id))
      : Promise.resolve([]),
    user.teamId !== null
      ? db
          .select({ jobboard: teamJobboards.jobboard })
          .from(teamJobboards)
          .where(eq(teamJobboards.teamId, user.teamId))
          .orderBy(asc(teamJobboards.jobboard))
      : Promise.resolve([]),
  ]);
  // Stable order: the order of PERMISSIONS in the contracts.
  const held = new Set(permissionRows.map((p) => p.name));
  const boards = boardRows.map((b) => b.jobboard);
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    first_name: user.firstName,
    last_name: user.lastName,
    language: user.language,
    location: { address: user.address, country: user.country, city_id: user.cityId },
    phone_number: user.phoneNumber,
    guard: user.guard,
    permissions: PERMISSIONS.filter((name) => held.has(name)).map((name) => ({ name })),
    team:
      user.teamId !== null && row.teamName !== null
        ? {
            id: user.teamId,
            name: row.teamName,
            can_publish_on_partner_or_our_network: row.canPublish ?? false,
            jobboards: boards,
            jobboard_labels: boards.flatMap((name) => {
              const label = brands.get(name)?.label;
              return label ? [{ name, label: { fr: label.fr, en: label.en } }] : [];
            }),
          }
        : null,
  };
}

export interface NewUser {
  guard: Guard;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: Language;
  phoneNumber?: string | null;
  country?: string | null;
  teamId?: number | null;
}

/**
 * Inserts an account; undefined when the e-mail is already taken on that guard (the unique index
 * decides, so two simultaneous sign-ups with one e-mail end with exactly one account).
 */
export async function insertUser(db: DbLike, input: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      guard: input.guard,
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language,
      phoneNumber: input.phoneNumber ?? null,
      country: input.country ?? null,
      teamId: input.teamId ?? null,
    })
    .onConflictDoNothing({ target: [users.guard, users.email] })
    .returning();
  return row;
}

/**
 * An employer's sign-up: its own team (named after the company, allowed to publish on the board
 * it signed up from), the team's first company of that name, and the user holding every
 * permission, in one transaction.
 */
export async function insertEmployer(
  db: DbLike,
  input: Omit<NewUser, 'guard' | 'teamId'> & { teamName: string; teamSize: string; board: string },
): Promise<UserRow | undefined> {
  const create = db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, 'ats', input.email);
    if (existing) return undefined;
    const [team] = await tx
      .insert(teams)
      .values({ name: input.teamName, size: input.teamSize })
      .returning({ id: teams.id });
    if (!team) throw new Error('team not created');
    await tx.insert(teamJobboards).values({ teamId: team.id, jobboard: input.board });
    // The company named at sign-up is the team's first company (one name, both languages; the
    // employer completes it before publishing).
    await tx.insert(companies).values({
      teamId: team.id,
      slug: slugify(input.teamName) || 'entreprise',
      nameFr: input.teamName.trim(),
      nameEn: input.teamName.trim(),
    });
    const user = await insertUser(tx, { ...input, guard: 'ats', teamId: team.id });
    // A concurrent sign-up won the e-mail: roll the team back with the transaction.
    if (!user) throw new EmailTakenRace();
    await tx
      .insert(userPermissions)
      .values(PERMISSIONS.map((permission: PermissionName) => ({ userId: user.id, permission })));
    return user;
  });
  try {
    return await create;
  } catch (error) {
    if (error instanceof EmailTakenRace) return undefined;
    throw error;
  }
}

/** Thrown inside insertEmployer's transaction to roll it back; the caller sees `undefined`. */
class EmailTakenRace extends Error {}

export async function updatePasswordHash(db: DbLike, id: number, hash: string): Promise<void> {
  await db.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Marks the e-mail verified (idempotent: the first confirmation's date stays). */
export async function markEmailVerified(db: DbLike, id: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

export interface UserInfo {
  firstName: string;
  lastName: string;
  language: Language;
  phoneNumber: string;
  address: string;
  cityId: number | null;
  country: string;
}

export async function updateUserInfo(db: DbLike, id: number, info: UserInfo): Promise<void> {
  await db
    .update(users)
    .set({ ...info, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Whether a link of this type went to the user within the last `withinMs` (mail throttling). */
/** Locks a user's row until the end of the transaction (SELECT … FOR UPDATE). */
export async function lockUser(tx: DbLike, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function recentLinkSent(
  db: DbLike,
  userId: number,
  type: SecureLinkType,
  withinMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: secureLinks.id })
    .from(secureLinks)
    .where(
      and(
        eq(secureLinks.userId, userId),
        eq(secureLinks.type, type),
        gt(secureLinks.createdAt, new Date(Date.now() - withinMs)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the user of a (checked, already used) confirmation link has a confirmed address: a
 * second click on the link is then a success, not an error.
 */
export async function linkUserIfVerified(db: DbLike, selector: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(secureLinks)
    .innerJoin(users, eq(users.id, secureLinks.userId))
    .where(and(eq(secureLinks.selector, selector), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row !== undefined;
}

/* ---------------------------------------------------------------- newsletter at sign-up */

/**
 * The sign-up form's newsletter box: the subscription is confirmed together with the e-mail
 * address (the confirmation link proves the address; consent was given on the form).
 */
export async function confirmNewsletterAtSignup(
  db: DbLike,
  input: { board: string; email: string; language: Language },
): Promise<void> {
  const now = new Date();
  await db
    .insert(newsletterSubscriptions)
    .values({
      jobboard: input.board,
      email: input.email,
      language: input.language,
      confirmedAt: now,
    })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.jobboard, newsletterSubscriptions.email],
      set: { confirmedAt: now, unsubscribedAt: null, language: input.language },
    });
}

/* ---------------------------------------------------------------- specializations */

export async function listSpecializations(db: DbLike, userId: number): Promise<Attribute[]> {
  const rows = await db
    .select({ attribute: attributes })
    .from(userSpecializations)
    .innerJoin(attributes, eq(attributes.id, userSpecializations.attributeId))
    .where(eq(userSpecializations.userId, userId))
    .orderBy(asc(attributes.parentId), asc(attributes.sortOrder), asc(attributes.id));
  return rows.map((r) => toAttribute(r.attribute));
}

/** Ids among `ids` that are not specializations (unknown ids included). */
export async function notSpecializations(db: DbLike, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(and(inArray(attributes.id, unique), eq(attributes.type, 'specialization')));
  const valid = new Set(found.map((r) => r.id));
  return unique.filter((id) => !valid.has(id));
}

/** Replaces the followed specializations with `ids` (checked by the caller). */
export async function replaceSpecializations(
  db: DbLike,
  userId: number,
  ids: readonly number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await tx.delete(userSpecializations).where(eq(userSpecializations.userId, userId));
    if (unique.length)
      await tx
        .insert(userSpecializations)
        .values(unique.map((attributeId) => ({ userId, attributeId })));
  });
}
