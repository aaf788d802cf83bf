import type { FastifyRequest } from 'fastify';

/**
 * Route-level rate limits (the plugin is registered with global: false). Use them as
 * `config: { rateLimit: RATE_LIMITS.login }`. Keyed by client IP and route; generous enough for a
 * shared office IP, tight enough to make password guessing and mail bombing pointless.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  signup: { max: 5, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  newsletter: { max: 5, timeWindow: '1 minute' },
  emailConfirmationResend: { max: 3, timeWindow: '15 minutes' },
  /** Type-ahead lookups (GET /cities): a keystroke each, debounced; far above a person's typing. */
  lookup: { max: 300, timeWindow: '1 minute' },
  /**
   * Company image uploads, per signed-in employer account (not per address): each is decoded and
   * resized into nine variants, seconds of CPU for a large image.
   */
  companyImages: perAccount(
    20,
    '10 minutes',
    (request) => `employer:${request.employer?.id ?? request.ip}`,
  ),
  /**
   * Reports of offers (each a mail to the board's moderators), per client address: a person
   * reports a few offers; a script filling the moderators' mailbox stops here.
   */
  offerReport: { max: 5, timeWindow: '10 minutes' },
  /** A visitor's consent choice: an anonymous write, like a newsletter sign-up. */
  consent: { max: 20, timeWindow: '1 minute' },
  /**
   * Data exports, per signed-in account: each builds an archive of every document. Counted
   * before any work, in the shared store.
   */
  dataExport: perAccount(3, '1 day'),
  /** Account deletion asks for the password: a secret to guess, limited per account like a login. */
  deleteAccount: perAccount(10, '15 minutes'),
} as const;

/**
 * A limit per signed-in account: counted after the sign-in check (preHandler), which names the
 * account, rather than per address.
 */
function perAccount(
  max: number,
  timeWindow: string,
  keyGenerator: (request: FastifyRequest) => string = accountKey,
) {
  return { max, timeWindow, hook: 'preHandler', keyGenerator } as const;
}

/** The signed-in account of a request (either side), else its address. */
function accountKey(request: FastifyRequest): string {
  if (request.candidate) return `jobboard:${request.candidate.id}`;
  if (request.employer) return `ats:${request.employer.id}`;
  return request.ip;
}

/**
 * Searches per client address, weighed by what they cost (search/search-cost.ts: 1 for a plain
 * list, about 5 for a page with keywords and a filter, over 40 for 33 words with every filter):
 * `units` a `window` of seconds, counted before the search runs (services/search-budget.ts). A
 * person searching is far below it; a script sending costly searches hits it within seconds.
 */
export const SEARCH_BUDGET = { units: 600, windowSeconds: 60 } as const;
