import { and, eq } from 'drizzle-orm';
import type { DbLike } from '../db/client.js';
import { teamJobboards, teams, users } from '../db/schema.js';

/**
 * Publishing rights are data (team_jobboards): a team publishes directly on the boards of its
 * list. This is what `pnpm --filter @jobboard/server grant-board` runs; it is a function so that
 * the integration tests run exactly the command's logic.
 */
export interface GrantBoardInput {
  /** A team id, or the e-mail of one of the team's employers. */
  team: string;
  board: string;
  /** The brand keys this deployment knows (a typo must not grant a board nobody serves). */
  knownBoards: readonly string[];
  revoke?: boolean;
}

export type GrantBoardReport =
  | { ok: true; teamId: number; teamName: string; boards: string[]; changed: boolean }
  | { ok: false; message: string };

export async function grantBoard(db: DbLike, input: GrantBoardInput): Promise<GrantBoardReport> {
  if (!input.knownBoards.includes(input.board))
    return {
      ok: false,
      message: `Unknown board "${input.board}". Known boards: ${input.knownBoards.join(', ')}.`,
    };
  const team = await findTeam(db, input.team.trim());
  if (!team)
    return {
      ok: false,
      message: `No team "${input.team}": give a team id or the e-mail of one of its employers.`,
    };
  const changed = input.revoke
    ? (
        await db
          .delete(teamJobboards)
          .where(and(eq(teamJobboards.teamId, team.id), eq(teamJobboards.jobboard, input.board)))
          .returning()
      ).length > 0
    : (
        await db
          .insert(teamJobboards)
          .values({ teamId: team.id, jobboard: input.board })
          .onConflictDoNothing()
          .returning()
      ).length > 0;
  const boards = (
    await db
      .select({ board: teamJobboards.jobboard })
      .from(teamJobboards)
      .where(eq(teamJobboards.teamId, team.id))
      .orderBy(teamJobboards.jobboard)
  ).map((r) => r.board);
  return { ok: true, teamId: team.id, teamName: team.name, boards, changed };
}

async function findTeam(db: DbLike, ref: string) {
  if (/^\d+$/.test(ref)) {
    const [row] = await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.id, Number(ref)))
      .limit(1);
    return row;
  }
  const [row] = await db
    .select({ id: teams.id, name: teams.name })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(and(eq(users.guard, 'ats'), eq(users.email, ref.toLowerCase())))
    .limit(1);
  return row;
}
