import { z } from 'zod';
import { ClientFieldsSchema } from './common.js';

// Plain numbers the privacy page shows: with the constants, which the browser imports without zod.
export {
  CONSENT_RECORD_RETENTION_MONTHS,
  DATA_EXPORT_LINK_HOURS,
  RETENTION_WARNING_DAYS,
} from './constants.js';

/**
 * Privacy by default (docs/privacy.md): nothing that tracks or advertises loads before the
 * visitor says yes; every account can download and delete what the board holds about it.
 */

/**
 * The version of the cookie and privacy policy a consent was given under. A stored choice made
 * under another version no longer counts: the banner asks again.
 */
export const CONSENT_POLICY_VERSION = '2026-11';

/** The first-party cookie that keeps a visitor's choice on one board's host. */
export const CONSENT_COOKIE = 'consent';

/** A choice is kept this long, then asked again. */
export const CONSENT_MAX_AGE_DAYS = 365;

/** The purposes a visitor can accept one by one; what is strictly necessary needs no consent. */
export const ConsentChoiceSchema = z.object({
  advertising: z.boolean(),
  measurement: z.boolean(),
});
export type ConsentChoice = z.infer<typeof ConsentChoiceSchema>;

/**
 * POST /jobboard/{jobboard}/consent: records the choice (board, choice, policy version, time)
 * and sets the consent cookie; 204.
 */
export const ConsentInputSchema = ClientFieldsSchema.extend(ConsentChoiceSchema.shape);
export type ConsentInput = z.input<typeof ConsentInputSchema>;

/** The consent cookie's value: `<policy version>.a<0|1>.m<0|1>`, e.g. `2026-11.a1.m0`. */
export function formatConsentCookie(choice: ConsentChoice): string {
  return `${CONSENT_POLICY_VERSION}.a${choice.advertising ? 1 : 0}.m${choice.measurement ? 1 : 0}`;
}

/** The choice a cookie holds, or null when absent, malformed or given under another policy. */
export function parseConsentCookie(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const match = /^([0-9]{4}-[0-9]{2})\.a([01])\.m([01])$/.exec(value);
  if (!match || match[1] !== CONSENT_POLICY_VERSION) return null;
  return { advertising: match[2] === '1', measurement: match[3] === '1' };
}

/**
 * POST /jobboard/{board}/user/privacy/export (candidate) and
 * POST /jobboard/{board}/employer/privacy/export (employer user): 202; a background job builds a
 * ZIP (data.json and the documents as uploaded) and mails a link valid 24 h to
 * GET /jobboard/{board}/privacy/exports/{token}, which answers only to the same signed-in
 * account (404 otherwise) and 410 once expired.
 */
export const DataExportRequestSchema = ClientFieldsSchema;

/**
 * POST /jobboard/{board}/user/privacy/delete-account and
 * POST /jobboard/{board}/employer/privacy/delete-account: the password again; 204 and a
 * confirmation mail, or 422 on a wrong password with nothing deleted. An employer team's last
 * administrator gets 409 until the team has another administrator or is closed.
 */
export const DeleteAccountInputSchema = ClientFieldsSchema.extend({
  password: z.string().min(1).max(200),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>;

/** The retention period when a board's manifest names none. */
export const DEFAULT_RETENTION_MONTHS = 24;
