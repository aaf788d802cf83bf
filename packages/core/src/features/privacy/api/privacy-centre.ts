import type { DeleteAccountInput } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Whose account: a candidate's (the board's session) or an employer user's (the ATS session). */
export type AccountSide = 'candidate' | 'employer';

const base = (board: string, side: AccountSide) =>
  `/api/jobboard/${board}/${side === 'candidate' ? 'user' : 'employer'}/privacy`;

/**
 * POST …/privacy/export: 202; the archive is built in the background and a link valid
 * DATA_EXPORT_LINK_HOURS is mailed to the account's address. 429 past the daily limit.
 */
export const requestDataExport = (board: string, side: AccountSide) =>
  apiRequest<unknown>(`${base(board, side)}/export`, { json: {} });

/**
 * POST …/privacy/delete-account with the password again: 204 (the session ends with the
 * account), 422 with errors.password on a wrong one (nothing deleted), 409 for an employer
 * team's last administrator, with the message to show.
 */
export const deleteAccount = (
  board: string,
  side: AccountSide,
  input: Omit<DeleteAccountInput, 'client' | 'lg'>,
) => apiRequest<unknown>(`${base(board, side)}/delete-account`, { json: { ...input } });
