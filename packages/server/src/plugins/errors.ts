import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isTransactionConflict, sqlStateOf } from '../db/sql-state.js';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableReason } from '../db/unavailable.js';
import { t, type MessageKey } from '../i18n/messages.js';
import { HttpError, ValidationError } from '../lib/http-errors.js';
import {
  fieldMap,
  findNulStrings,
  issueMessage,
  issuesToFields,
  withoutNulParameters,
  type IssueLike,
} from '../lib/validation.js';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';

/** A GET of the site's pages (the SSR catch-all, ssr/render-page.ts), not of the API. */
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.routeOptions.url === '/*' &&
  !request.url.startsWith('/api/') &&
  request.url !== '/api';

/**
 * Bad input that slipped past validation must still not be a 500: data exceptions (class 22),
 * integrity violations (class 23) and limits (54000, e.g. a tsvector too long) are the client's.
 */
function statusOfSqlState(state: string): { status: number; key: MessageKey } | undefined {
  if (state === '23505') return { status: 409, key: 'conflict' };
  if (state.startsWith('22') || state.startsWith('23') || state === '54000')
    return { status: 422, key: 'validation_failed' };
  return undefined;
}

function keyOfStatus(status: number, code: string | undefined): MessageKey {
  if (status === 413)
    return code === 'FST_REQ_FILE_TOO_LARGE' ? 'file_too_large' : 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  if (status === 404) return 'not_found';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return 'malformed_request';
}

function localizeFields(
  request: FastifyRequest,
  fields: ValidationError['fields'],
): Record<string, string[]> {
  const errors = fieldMap<string[]>();
  for (const [field, messages] of Object.entries(fields))
    errors[field] = messages.map((m) => t(request.lg, m.key, m.params));
  return errors;
}

/** Requests whose 5xx the error handler already logged with its error. */
const errorLogged = new WeakSet<FastifyRequest>();

/**
 * The one error handler (fastify/demo style). Every error answer is JSON with a localized
 * `message`; 422 adds `errors: { "dotted.field": [messages] }`; 5xx are logged and their
 * message hidden.
 */
export default fp(
  async (app) => {
    // PostgreSQL cannot store NUL characters: refuse them as a validation error before any handler runs.
    app.addHook('preValidation', async (request, reply) => {
      const paths = [
        ...findNulStrings(request.body),
        ...findNulStrings(request.query),
        ...findNulStrings(request.params),
      ];
      if (paths.length > 0 && isPageRequest(request)) {
        // A page is answered as a page, never with the API's JSON: the same page without the
        // parameters that hold NUL; one with NUL in its path renders as an unknown page (404).
        const clean = withoutNulParameters(request.url);
        if (clean !== null) return reply.redirect(sameSitePath(clean) ?? '/', 302);
        if (!findNulStrings(request.query).length) return;
      }
      if (paths.length > 0) {
        const fields: ValidationError['fields'] = fieldMap();
        for (const p of paths) fields[p || 'body'] = [{ key: 'validation.invalid_characters' }];
        throw new ValidationError(fields);
      }
    });

    app.setErrorHandler(
      (error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) => {
        const lang = request.lg;
        if (error instanceof ValidationError) {
          return reply.code(422).send({
            message: t(lang, 'validation_failed'),
            errors: localizeFields(request, error.fields),
          });
        }
        if (error instanceof HttpError) {
          return reply
            .code(error.statusCode)
            .send({ ...error.extra, message: t(lang, error.key, error.params) });
        }
        if (hasZodFastifySchemaValidationErrors(error)) {
          const context = (error as { validationContext?: string }).validationContext ?? 'body';
          const issues: IssueLike[] = error.validation.map((v) => ({
            ...(v.params as Record<string, unknown>),
            code: v.keyword,
            path: v.instancePath.split('/').filter(Boolean),
            message: v.message ?? '',
          }));
          const fields = issuesToFields(issues, context);
          return reply.code(422).send({
            message: t(lang, 'validation_failed'),
            errors: localizeFields(request, fields),
          });
        }
        const fastifyError = error as FastifyError;
        if (Array.isArray(fastifyError.validation)) {
          // A route that declared a plain JSON schema (ajv) instead of zod.
          const errors = fieldMap<string[]>();
          for (const v of fastifyError.validation) {
            const path =
              v.instancePath.split('/').filter(Boolean).join('.') ||
              (fastifyError.validationContext ?? 'body');
            const { key, params } = issueMessage({
              code: v.keyword,
              path: [],
              message: v.message ?? '',
            });
            (errors[path] ??= []).push(t(lang, key, params));
          }
          return reply.code(422).send({ message: t(lang, 'validation_failed'), errors });
        }
        // The database is away (stopped, restarting, unreachable): the client may try again soon.
        // One short line per answer, not the driver's stack: an outage under traffic is thousands.
        const unavailable = databaseUnavailableReason(error);
        if (unavailable) {
          request.log.error({ reason: unavailable }, 'database unavailable: answered 503');
          errorLogged.add(request);
          return reply
            .code(503)
            .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
            .send({ message: t(lang, 'database_unavailable') });
        }
        // A transaction that still lost to concurrent ones after its retries (db/sql-state.ts):
        // nothing was kept, and the same request in a moment will pass.
        if (isTransactionConflict(error)) {
          request.log.warn({ sqlState: sqlStateOf(error) }, 'transaction conflict: answered 503');
          return reply
            .code(503)
            .header('retry-after', '1')
            .send({ message: t(lang, 'database_unavailable') });
        }
        const state = sqlStateOf(error);
        const fromSql = state ? statusOfSqlState(state) : undefined;
        if (fromSql) {
          request.log.info({ sqlState: state, err: error }, 'database refused the input');
          const body =
            fromSql.status === 422
              ? { message: t(lang, fromSql.key), errors: {} }
              : { message: t(lang, fromSql.key) };
          return reply.code(fromSql.status).send(body);
        }
        const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
        if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
          if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
          return reply
            .code(status)
            .send({ message: t(lang, keyOfStatus(status, fastifyError.code)) });
        }
        request.log.error({ err: error }, 'unhandled error');
        errorLogged.add(request);
        return reply.code(500).send({ message: t(lang, 'server_error') });
      },
    );

    // Every 5xx is an error of ours, whoever answered it (a page render, a header that did not
    // write, a plugin's own reply): one error line with the request id, beside the error's own.
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 500 || errorLogged.has(request)) return;
      request.log.error(
        { statusCode: reply.statusCode, method: request.method, url: request.url.slice(0, 300) },
        'server error answer',
      );
    });

    app.setNotFoundHandler((request, reply) => {
      // Pages get the same JSON 404 until the SSR layer renders its own 404 page.
      return reply.code(404).send({ message: t(request.lg, 'not_found') });
    });
  },
  { name: 'errors', dependencies: ['language'] },
);
