/**
 * `pnpm --filter @jobboard/server grant-board <team-id|email> <board> [--revoke]`: gives a team
 * the right to publish on a board (or takes it back). Reads the same environment as the server
 * (DATABASE_URL, or the PGlite database under DATA_DIR: stop the server first, PGlite is one
 * process's).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listBrandKeys } from '@jobboard/manifest';
import { grantBoard } from './commands/grant-board.js';
import { parseEnv } from './config/env.js';
import { openDatabase } from './db/client.js';

const USAGE = 'usage: grant-board <team-id|employer-email> <board> [--revoke]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { revoke: { type: 'boolean', default: false }, help: { type: 'boolean' } },
  });
  if (values.help || positionals.length !== 2) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const [team, board] = positionals as [string, string];
  const env = parseEnv(process.env);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
  );
  try {
    await database.migrate();
    const report = await grantBoard(database.db, {
      team,
      board,
      knownBoards: listBrandKeys(),
      revoke: values.revoke,
    });
    if (!report.ok) {
      console.error(report.message);
      return 1;
    }
    const verb = values.revoke ? 'revoked from' : 'granted to';
    console.log(
      `${report.changed ? '' : '(no change) '}${board} ${verb} team ${report.teamId} "${report.teamName}". ` +
        `It publishes on: ${report.boards.join(', ') || '(no board)'}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
