import type { Env } from '../../config/env.js';
import type { PaymentProvider } from './provider.js';
import { TestPaymentProvider } from './test-provider.js';

export type { CheckoutRequest, CheckoutStatus, PaymentProvider } from './provider.js';
export { SESSION_ID_PLACEHOLDER, withSessionId } from './provider.js';
export { TestPaymentProvider } from './test-provider.js';

/** Price of one single job posting (no brand sets another price yet). */
export const SINGLE_JOB_POSTING_PRICE = { amountCents: 9900, currency: 'CAD' } as const;

/** The provider named by PAYMENT_PROVIDER ('test' is the only one so far). */
export function createPaymentProvider(env: Pick<Env, 'PAYMENT_PROVIDER'>): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'test':
      return new TestPaymentProvider();
  }
}
