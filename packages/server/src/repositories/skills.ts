import { and, asc, eq, ne } from 'drizzle-orm';
import type { UserSkill } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { attributes, userSkills } from '../db/schema.js';
import { toAttribute } from './reference.js';

const skillColumns = { id: userSkills.id, level: userSkills.level, attribute: attributes };

const toUserSkill = (row: {
  id: number;
  level: number;
  attribute: typeof attributes.$inferSelect;
}): UserSkill => ({ id: row.id, level: row.level, skill: toAttribute(row.attribute) });

export async function listSkills(db: DbLike, userId: number): Promise<UserSkill[]> {
  const rows = await db
    .select(skillColumns)
    .from(userSkills)
    .innerJoin(attributes, eq(attributes.id, userSkills.attributeId))
    .where(eq(userSkills.userId, userId))
    .orderBy(asc(attributes.sortOrder), asc(userSkills.id));
  return rows.map(toUserSkill);
}

/** One skill of this user; undefined for an unknown id or another user's skill. */
export async function getSkill(
  db: DbLike,
  userId: number,
  id: number,
): Promise<UserSkill | undefined> {
  const [row] = await db
    .select(skillColumns)
    .from(userSkills)
    .innerJoin(attributes, eq(attributes.id, userSkills.attributeId))
    .where(and(eq(userSkills.id, id), eq(userSkills.userId, userId)))
    .limit(1);
  return row ? toUserSkill(row) : undefined;
}

export async function isSkillAttribute(db: DbLike, attributeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(and(eq(attributes.id, attributeId), eq(attributes.type, 'skill')))
    .limit(1);
  return row !== undefined;
}

/** Whether the user already holds this skill (on another entry than `exceptId`). */
export async function holdsSkill(
  db: DbLike,
  userId: number,
  attributeId: number,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: userSkills.id })
    .from(userSkills)
    .where(
      and(
        eq(userSkills.userId, userId),
        eq(userSkills.attributeId, attributeId),
        exceptId === undefined ? undefined : ne(userSkills.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Adds a skill; undefined when the user already holds it (unique index). */
export async function insertSkill(
  db: DbLike,
  userId: number,
  input: { skillId: number; level: number },
): Promise<number | undefined> {
  const [row] = await db
    .insert(userSkills)
    .values({ userId, attributeId: input.skillId, level: input.level })
    .onConflictDoNothing({ target: [userSkills.userId, userSkills.attributeId] })
    .returning({ id: userSkills.id });
  return row?.id;
}

/** Updates one of the user's skills; false when it is not theirs. */
export async function updateSkill(
  db: DbLike,
  userId: number,
  id: number,
  input: { skillId: number; level: number },
): Promise<boolean> {
  const rows = await db
    .update(userSkills)
    .set({ attributeId: input.skillId, level: input.level })
    .where(and(eq(userSkills.id, id), eq(userSkills.userId, userId)))
    .returning({ id: userSkills.id });
  return rows.length === 1;
}

export async function deleteSkill(db: DbLike, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userSkills)
    .where(and(eq(userSkills.id, id), eq(userSkills.userId, userId)))
    .returning({ id: userSkills.id });
  return rows.length === 1;
}
