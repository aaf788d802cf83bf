import type { ConsentChoice, ConsentInput } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/jobboard/{board}/consent: records the choice and sets the consent cookie; 204.
 * The choice's type comes from the contract (ConsentInputSchema).
 */
export const saveConsent = (board: string, choice: ConsentChoice) =>
  apiRequest<void>(`/api/jobboard/${board}/consent`, {
    json: { ...choice } satisfies Omit<ConsentInput, 'client' | 'lg'>,
  });

/**
 * The same choice sent as a plain form (the banner without JavaScript): the server records it,
 * sets the cookie and answers 303 back to the form's `return` path (a path of this site only).
 */
export const consentFormAction = (board: string) => `/api/jobboard/${board}/consent/form`;
