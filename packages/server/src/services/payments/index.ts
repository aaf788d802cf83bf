import type { BrandManifest } from '@jobboard/manifest';
import type { Env } from '../../config/env.js';
import type { PaymentProvider } from './provider.js';
import { TestPaymentProvider } from './test-provider.js';

export type { CheckoutRequest, CheckoutStatus, PaymentProvider } from './provider.js';
export { SESSION_ID_PLACEHOLDER, withSessionId } from './provider.js';
export { TestPaymentProvider } from './test-provider.js';

/**
 * What a single job posting costs on a board, from its manifest: free where
 * behaviour.freeSingleJobPosting is on, the manifest's price where the board sells one, and
 * undefined where the board offers none.
 */
export function singleJobPostingPrice(
  board: Pick<BrandManifest, 'behaviour'>,
): { amountCents: number; currency: 'CAD' } | undefined {
  if (board.behaviour.freeSingleJobPosting) return { amountCents: 0, currency: 'CAD' };
  const cents = board.behaviour.singleJobPostingPriceCents;
  return cents ? { amountCents: cents, currency: 'CAD' } : undefined;
}

/** The provider named by PAYMENT_PROVIDER ('test' is the only one so far). */
export function createPaymentProvider(env: Pick<Env, 'PAYMENT_PROVIDER'>): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'test':
      return new TestPaymentProvider();
  }
}
