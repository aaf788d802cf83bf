import type { PermissionName } from '@jobboard/contracts';
import type { MessageKey } from '../i18n/messages.js';

/**
 * The one error type route code throws. The error handler localizes `key` into `message` in the
 * request's language and adds `extra` fields (e.g. `error: "invalid_grant"`, `errors: {...}`).
 * Throw it from anywhere (handlers, services, preHandlers); never build error replies by hand.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

/** 422 with field errors whose values are message keys (localized by the error handler). */
export class ValidationError extends HttpError {
  constructor(
    readonly fields: Record<
      string,
      Array<{ key: MessageKey; params?: Record<string, string | number> }>
    >,
  ) {
    super(422, 'validation_failed');
    this.name = 'ValidationError';
  }
}

/**
 * A mailed link (address confirmation, reset, newsletter or alert confirmation) that did not
 * check out: used or expired → 410, which the page words as such; unknown or forged → 404.
 */
export const linkFailure = (reason: 'invalid' | 'not_found' | 'expired' | 'used') =>
  reason === 'expired'
    ? new HttpError(410, 'link_expired')
    : reason === 'used'
      ? new HttpError(410, 'link_used')
      : new HttpError(404, 'link_invalid');

export const notFound = (key: MessageKey = 'resource_not_found') => new HttpError(404, key);
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = (
  key: MessageKey = 'forbidden',
  params?: Record<string, string | number>,
) => new HttpError(403, key, params);
export const missingPermission = (permissions: readonly PermissionName[]) =>
  new HttpError(403, 'missing_permission', { permissions: permissions.join(', ') });
/** Bad credentials are a 400 with error "invalid_grant" (docs/api.md#errors). */
export const invalidGrant = () =>
  new HttpError(400, 'invalid_grant', {}, { error: 'invalid_grant' });
export const conflict = () => new HttpError(409, 'conflict');
/** One field error, e.g. fieldError('email', 'validation.invalid_email'). */
export const fieldError = (
  field: string,
  key: MessageKey,
  params?: Record<string, string | number>,
) => new ValidationError({ [field]: [{ key, params }] });
