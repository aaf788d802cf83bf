import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, CheckoutStatus, PaymentProvider } from './provider.js';
import { withSessionId } from './provider.js';

export interface TestCheckout extends CheckoutRequest {
  id: string;
  status: CheckoutStatus;
  createdAt: number;
}

/** Sessions older than this are forgotten (the page then says the session is unknown). */
const TTL_MS = 24 * 3600_000;
const MAX_SESSIONS = 10_000;

/**
 * The embedded default: a local checkout page, clearly marked as a TEST, served at
 * /api/test-checkout/{id} (routes/api/employer/test-checkout.ts). "Pay (test)" marks the session
 * paid and goes to the success URL, "Cancel" to the cancel URL; no money moves. Its state lives
 * in memory like a remote provider's would (the app's own record is checkout_sessions).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  private readonly sessions = new Map<string, TestCheckout>();

  async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    this.prune();
    const id = `cs_test_${randomBytes(18).toString('base64url')}`;
    this.sessions.set(id, { ...request, id, status: 'open', createdAt: Date.now() });
    return { id, url: this.checkoutUrl(id) };
  }

  checkoutUrl(id: string): string {
    return `/api/test-checkout/${encodeURIComponent(id)}`;
  }

  async getCheckoutStatus(id: string): Promise<CheckoutStatus> {
    return this.sessions.get(id)?.status ?? 'open';
  }

  /** The session shown by the test page, or undefined. */
  get(id: string): TestCheckout | undefined {
    const session = this.sessions.get(id);
    return session && Date.now() - session.createdAt < TTL_MS ? session : undefined;
  }

  /** Pay or cancel an open session; returns where to send the browser, or undefined. */
  complete(id: string, outcome: 'paid' | 'canceled'): string | undefined {
    const session = this.get(id);
    if (!session || session.status !== 'open') return undefined;
    session.status = outcome;
    return withSessionId(outcome === 'paid' ? session.successUrl : session.cancelUrl, id);
  }

  private prune(): void {
    const now = Date.now();
    for (const [id, s] of this.sessions) if (now - s.createdAt >= TTL_MS) this.sessions.delete(id);
    // Oldest first (insertion order): a flood of sessions cannot grow memory without bound.
    for (const id of this.sessions.keys()) {
      if (this.sessions.size < MAX_SESSIONS) break;
      this.sessions.delete(id);
    }
  }
}
