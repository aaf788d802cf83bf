import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { zipSync, strToU8, type Zippable } from 'fflate';
import { DATA_EXPORT_LINK_HOURS, type Language } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import { fillOrigin } from '../config/env.js';
import {
  collectAccountData,
  findDataExport,
  markDataExportReady,
} from '../repositories/privacy.js';
import { JOBS, type JobDefinition } from './jobs.js';
import { mailBrand } from './mail-brand.js';

/** What building an export needs of the app (tests pass the app itself). */
type ExportApp = Pick<FastifyInstance, 'db' | 'brands' | 'env' | 'jobs' | 'storage'>;

/** The origin of a board's links in mails: its configured public origin, never a request's Host. */
export function boardOrigin(app: Pick<FastifyInstance, 'env'>, board: BrandManifest): string {
  return fillOrigin(app.env.PUBLIC_ORIGIN, { host: board.hostKey, brand: board.name });
}

/** The API path of an export's download (the mailed link; the browser sends its session). */
export function dataExportPath(board: string, token: string): string {
  return `/api/jobboard/${encodeURIComponent(board)}/privacy/exports/${token}`;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Builds one export: data.json (collectAccountData) and the account's documents as uploaded, in
 * one ZIP (fflate, in memory: an account holds a few documents of a few MB at most) saved in
 * storage under exports/; then the link, valid DATA_EXPORT_LINK_HOURS, is mailed in the language
 * the export was asked in. An export already built (a retried job) is not built again.
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
  // Entry names hold the names people gave their documents: a map without a prototype.
  const files = Object.create(null) as Zippable;
  files['data.json'] = strToU8(JSON.stringify(collected.data, null, 2));
  for (const document of collected.documents) {
    const opened = await app.storage.open(document.storagePath);
    // A file missing from storage is named in data.json all the same; the archive goes on.
    if (opened) files[document.file] = new Uint8Array(await readAll(opened.body));
  }
  const archive = Buffer.from(zipSync(files, { level: 6, mtime: new Date() }));
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
    brand: mailBrand(board, app.brands.bundle(board.name), origin, lang),
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
    async run({ exportId }, { log }) {
      const result = await buildDataExport(app, exportId);
      log.info({ exportId, result }, 'data export');
    },
  };
}
