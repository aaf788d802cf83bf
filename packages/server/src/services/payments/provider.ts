/**
 * The payment provider behind the single job posting checkout (docs/employers.md). The app
 * keeps its own record of each checkout (checkout_sessions: offer, team, board, amount, status);
 * a provider only hosts the payment page and says whether a session was paid.
 */
export type CheckoutStatus = 'open' | 'paid' | 'canceled';

export interface CheckoutRequest {
  amountCents: number;
  currency: string;
  /** What the buyer sees on the payment page. */
  description: string;
  language: 'fr' | 'en';
  /** Where the payment page sends the browser back (already checked against open redirects). */
  successUrl: string;
  cancelUrl: string;
  /** Only this team's employers may act on the session's page (the test provider checks it). */
  teamId: number;
}

export interface PaymentProvider {
  readonly name: string;
  /** Opens a hosted checkout; `url` is where to send the browser. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Where to send the browser for a session (its hosted page). */
  checkoutUrl(id: string): string;
  /** The provider's current status of a session; 'open' for a session it does not know. */
  getCheckoutStatus(id: string): Promise<CheckoutStatus>;
}

/** `{CHECKOUT_SESSION_ID}` in a return URL is replaced by the session id (as hosted checkouts do). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
export const withSessionId = (url: string, id: string) =>
  url.replaceAll(SESSION_ID_PLACEHOLDER, encodeURIComponent(id));
