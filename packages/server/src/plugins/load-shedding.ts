import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { t } from '../i18n/messages.js';
import { requestLanguage } from './language.js';

/**
 * Load shedding: when the event loop is saturated, a new request gets an immediate
 * 503 with `Retry-After` and the error body `{ message }` (docs/api.md#errors), instead of waiting
 * in a queue that only grows (before this, overload showed as 13–30 s answers and time-outs).
 *
 * Signals, sampled every second by @fastify/under-pressure:
 * - the mean event-loop delay (on by default, 1 s): timers that late mean every request waits as
 *   long — what a visitor feels, whatever the cause;
 * - the event-loop utilization over the last interval (off by default). Measured with
 *   `pnpm bench:load` on the shared 2-core machine (load average 10–28 from other work), it stayed
 *   above 0.995 through the 100-user run and shed 1,245 of its 2,258 requests: CPU taken by other
 *   processes counts as busy, so it says "busy", not "too slow".
 * At 1 s of mean delay the 100-user scenario is not shed while the machine is not starved by
 * others; a loop blocked for a whole second is.
 */
export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) over a sample above which requests are shed. */
  maxEventLoopDelay?: number;
  /** Event-loop utilization (0–1) over a sample above which requests are shed; 0: not checked. */
  maxEventLoopUtilization?: number;
  /** Seconds sent in Retry-After. */
  retryAfter?: number;
  /** Sampling period (ms). */
  sampleInterval?: number;
}

export const LOAD_SHEDDING_DEFAULTS = {
  maxEventLoopDelay: 1000,
  maxEventLoopUtilization: 0,
  retryAfter: 10,
  sampleInterval: 1000,
} as const satisfies Required<LoadSheddingOptions>;

/**
 * A request made by the server to itself (the SSR layer loads a page's data with app.inject):
 * the page it belongs to was already admitted, so its data is not shed halfway through.
 */
const isInternal = (request: FastifyRequest) => '_lightMyRequest' in request.raw;

export default fp<LoadSheddingOptions>(
  async (app, options) => {
    const settings = { ...LOAD_SHEDDING_DEFAULTS, ...options };
    await app.register(underPressure, {
      maxEventLoopDelay: settings.maxEventLoopDelay,
      maxEventLoopUtilization: settings.maxEventLoopUtilization,
      eventLoopUtilizationMode: 'interval',
      sampleInterval: settings.sampleInterval,
      retryAfter: settings.retryAfter,
      // README: "any other return value than a promise or nullish will be sent to the client
      // with reply.send"; its types only allow void, hence the cast.
      pressureHandler: ((
        request: FastifyRequest,
        reply: FastifyReply,
        type: string,
        value: number | undefined,
      ) => {
        // Internal data calls of an admitted page, the liveness probe (a shed /healthz would get
        // a busy process restarted) and the page's own script and style files go through: a
        // file read from disk costs little, and a shed chunk broke a page already shown (the
        // app reloads it after a chunk error, and it never hydrated under load).
        if (isInternal(request) || request.url === '/healthz' || request.url.startsWith('/assets/'))
          return undefined;
        request.log.warn({ type, value }, 'under pressure: request shed with 503');
        reply.code(503).header('retry-after', String(settings.retryAfter));
        // Returned, not sent: under-pressure sends what its handler returns.
        return { message: t(requestLanguage(request), 'service_unavailable') };
      }) as unknown as FastifyUnderPressureOptions['pressureHandler'],
    });
  },
  { name: 'load-shedding' },
);
