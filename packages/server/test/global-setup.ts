import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { throwawayDatabase } from '@jobboard/launch/databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory dump, migrated and reference-seeded, that each suite loads (~0.5 s instead of ~4 s). */
    pgliteTemplate: string;
    /**
     * On PostgreSQL (TEST_DATABASE_URL): a database migrated and reference-seeded once, that each
     * suite's database is a copy of (CREATE DATABASE … TEMPLATE) instead of migrating anew.
     */
    postgresTemplate: string;
    /**
     * A file that appears once the template is made (the PGlite dump itself, or a marker for
     * PostgreSQL); `<file>.failed` holds the error instead when making it failed. The template is
     * made while the run goes on (helper.ts waits for it).
     */
    templateReady: string;
  }
}

/**
 * Runs once per `vitest run`: starts making the migrated, seeded database every suite starts
 * from, and returns at once. Vitest runs the projects' global set-ups one after the other before
 * any file starts, and the end-to-end files, which come first, do not need this one: awaited
 * here, its seconds (migrations and seed in PGlite, then on PostgreSQL) held every worker back.
 */
export default async function setup(project: TestProject) {
  // The PostgreSQL pass is a project of its own whose workers get TEST_DATABASE_URL from its
  // `env` (vitest.config.ts); this set-up runs in the main process, where only the config has it.
  const adminUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'jb-template-'));
  const ready = path.join(dir, adminUrl ? 'ready' : 'template.tar');
  project.provide('templateReady', ready);
  /** Writes what `make` returns to a temporary name, then renames it: the file is there whole or not at all. */
  const inBackground = (make: () => Promise<Uint8Array>) =>
    make().then(
      (bytes) => {
        writeFileSync(`${ready}.part`, bytes);
        renameSync(`${ready}.part`, ready);
      },
      (error: unknown) => {
        writeFileSync(`${ready}.failed`, String((error as Error)?.stack ?? error));
      },
    );

  if (adminUrl) {
    const template = await throwawayDatabase(adminUrl, 'template');
    project.provide('postgresTemplate', template.name);
    const making = inBackground(async () => {
      const database = await openDatabase({ kind: 'postgres', url: template.url, max: 2 });
      try {
        await database.migrate();
        await seedDatabase(database.db, { mode: 'reference' });
      } finally {
        // A template is copied only while nobody is connected to it.
        await database.close();
      }
      return new Uint8Array();
    });
    return async () => {
      await making;
      await template.drop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  project.provide('pgliteTemplate', ready);
  const making = inBackground(async () => {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    await seedDatabase(database.db, { mode: 'reference' });
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    return new Uint8Array(await dump.arrayBuffer());
  });
  return async () => {
    await making;
    rmSync(dir, { recursive: true, force: true });
  };
}
