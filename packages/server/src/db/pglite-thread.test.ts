import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread.js';
import { runModuleScript } from '../../test/module-script.js';

/** The embedded database in its own thread, through drizzle as the server uses it. */
describe('PGliteThread', () => {
  let thread: PGliteThread;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    thread = await PGliteThread.start({});
    db = drizzle({ client: thread.asPGlite() });
    await db.execute(
      sql`create table notes (id serial primary key, body text unique not null, at timestamptz not null default now())`,
    );
  });
  afterAll(async () => {
    await thread?.close();
  });

  it('answers queries, with the text of timestamps kept as drizzle asks', async () => {
    await db.execute(sql`insert into notes (body) values ('first')`);
    const { rows } = await db.execute<{ body: string; at: string }>(
      sql`select body, at from notes where body = ${'first'}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toBe('first');
    expect(typeof rows[0]!.at).toBe('string');
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('kept')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.execute<{ body: string }>(
      sql`select body from notes where body in ('kept', 'dropped') order by body`,
    );
    expect(rows.map((r) => r.body)).toEqual(['kept']);
  });

  it("keeps PostgreSQL's error code and fields across the thread", async () => {
    const error = await db.execute(sql`insert into notes (body) values ('first')`).then(
      () => null,
      (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
    );
    expect(error).not.toBeNull();
    const cause = error!.cause ?? (error as { code?: string; constraint?: string });
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('notes_body_key');
  });

  it('runs statements in order while a transaction is open elsewhere', async () => {
    // Outside statements wait for the transaction (PGlite is one connection), they are not lost.
    const inside = db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('inside')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`update notes set body = 'inside, updated' where body = 'inside'`);
    });
    const outside = db.execute<{ n: number }>(
      sql`select count(*)::int as n from notes where body like 'inside%'`,
    );
    await inside;
    expect((await outside).rows[0]!.n).toBe(1);
  });

  it("starts from a script run with --input-type=module -e (its flags are not the thread's)", () => {
    const module = fileURLToPath(new URL('./pglite-thread.ts', import.meta.url));
    const script = `const { PGliteThread } = await import(${JSON.stringify(module)});
      const thread = await PGliteThread.start({});
      console.log((await thread.query('select 1 as one')).rows[0].one);
      await thread.close();`;
    const run = runModuleScript(script);
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('1');
  });
});
