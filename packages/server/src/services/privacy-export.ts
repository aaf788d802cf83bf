import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { DATA_EXPORT_LINK_HOURS, type Language } from '@jobboard/contracts';
import { collectAccountData } from '../repositories/privacy/account-data.js';
import {
  findDataExport,
  findPendingDataExports,
  markDataExportReady,
} from '../repositories/privacy/data-exports.js';
import { JOBS, type JobDefinition } from './jobs.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';

/** What building an export needs of the app (tests pass the app itself). */
type ExportApp = Pick<FastifyInstance, 'db' | 'brands' | 'env' | 'jobs' | 'storage'>;
type AccountData = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;

/** The API path of an export's download (the mailed link; the browser sends its session). */
export function dataExportPath(board: string, token: string): string {
  return `/api/jobboard/${encodeURIComponent(board)}/privacy/exports/${token}`;
}

/**
 * The archive, chunk by chunk as storage asks for them (fflate's streaming Zip): data.json
 * deflated (it is small), each document stored as it was uploaded (a PDF or a DOCX is already
 * compressed: deflating it again costs the processor for a few percent), read from storage a
 * chunk at a time. A generator pulls: nothing is read before the archive's writer wants it, so
 * memory holds a chunk or two whatever the documents weigh, and the event loop gets a turn
 * between chunks (a chunk's CRC is a fraction of a millisecond).
 */
async function* archiveChunks(
  storage: ExportApp['storage'],
  collected: AccountData,
  mtime: Date,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    ready.push(chunk);
  });
  const json = new ZipDeflate('data.json', { level: 6 });
  json.mtime = mtime;
  zip.add(json);
  json.push(strToU8(JSON.stringify(collected.data, null, 2)), true);
  yield* ready.splice(0);
  for (const document of collected.documents) {
    const opened = await storage.open(document.storagePath);
    // A file missing from storage is named in data.json all the same; the archive goes on.
    if (!opened) continue;
    const entry = new ZipPassThrough(document.file);
    entry.mtime = mtime;
    zip.add(entry);
    for await (const chunk of opened.body as AsyncIterable<Buffer>) {
      entry.push(chunk);
      yield* ready.splice(0);
    }
    entry.push(new Uint8Array(0), true);
    yield* ready.splice(0);
  }
  zip.end();
  yield* ready.splice(0);
}

/**
 * Builds one export: data.json (collectAccountData) and the account's documents as uploaded, in
 * one ZIP streamed from storage to storage (archiveChunks) under exports/; then the link, valid
 * DATA_EXPORT_LINK_HOURS, is mailed in the language the export was asked in. An export already
 * built (a retried job) is not built again.
 */
export async function buildDataExport(
  app: ExportApp,
  exportId: number,
): Promise<'built' | 'gone' | 'done'> {
  const request = await findDataExport(app.db, exportId);
  if (!request) return 'gone';
  if (request.readyAt) return 'done';
  const board = app.brands.get(request.jobboard) ?? app.brands.defaultBrand;
  if (!board) throw new Error(`no board to mail data export ${exportId} from`);
  const collected = await collectAccountData(app.db, request.userId);
  if (!collected) return 'gone';
  const archive = Readable.from(archiveChunks(app.storage, collected, new Date()), {
    objectMode: false,
  });
  const stored = await app.storage.save('exports', archive, 'application/zip');
  const ready = await markDataExportReady(app.db, exportId, stored.storagePath);
  if (!ready) {
    // The account went while its archive was being built: the archive goes too, unmailed.
    await app.storage.remove(stored.storagePath);
    return 'gone';
  }
  const { token } = ready;
  const account = collected.data.account as { email: string; first_name: string };
  const lang: Language = request.language;
  const origin = boardOrigin(app, board);
  await app.jobs.send(JOBS.mail, {
    to: account.email,
    template: 'data-export-ready',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: {
      firstName: account.first_name,
      url: origin + dataExportPath(board.name, token),
      hours: DATA_EXPORT_LINK_HOURS,
    },
  });
  return 'built';
}

/** The job that builds an export (queued by POST …/privacy/export). */
export function dataExportJob(app: ExportApp): JobDefinition<{ exportId: number }> {
  return {
    name: JOBS.privacyExport,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // One archive at a time per process: a burst of requests waits its turn rather than
    // sharing the disk and the processor with the visitors' pages.
    concurrency: 1,
    async run({ exportId }, { log }) {
      const result = await buildDataExport(app, exportId);
      log.info({ exportId, result }, 'data export');
    },
  };
}

/** The job of one export, sent once per export whatever sends it (the route, the sweep). */
export function queueDataExport(
  app: Pick<FastifyInstance, 'jobs'>,
  exportId: number,
  requestId?: string,
): Promise<string | null> {
  return app.jobs.send(
    JOBS.privacyExport,
    { exportId },
    { requestId, singletonKey: `privacy-export:${exportId}` },
  );
}

/**
 * Exports whose job was lost are queued again: every hour, and at start on the in-memory queue
 * (PGlite), whose jobs die with the process: an export asked for just before a crash is built at
 * the next start. The singleton key keeps an export's job single while it is queued or kept.
 */
export function pendingExportsJob(app: ExportApp): JobDefinition {
  return {
    name: JOBS.privacyExportsPending,
    every: 'hour',
    async run(_data, { log }) {
      const pending = await findPendingDataExports(app.db);
      let queued = 0;
      for (const exportId of pending) if (await queueDataExport(app, exportId)) queued++;
      if (queued) log.info({ queued }, 'pending data exports queued again');
    },
  };
}
