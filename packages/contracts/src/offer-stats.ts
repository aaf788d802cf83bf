import { z } from 'zod';

/** How many days the statistics of an offer cover, today included. */
export const OFFER_STATS_DAYS = 30;

/** What is counted for an offer on a board: a day's or a period's counts. */
const CountsSchema = z.object({
  /** Views of the offer's page on the board (robots left out). */
  views: z.number().int(),
  /** Clicks on the page's Apply button. */
  apply_clicks: z.number().int(),
  /** Applications made on the board (held ones once their candidate confirmed). */
  applications: z.number().int(),
});

export const OfferStatsDaySchema = CountsSchema.extend({ date: z.iso.date() });
export type OfferStatsDay = z.infer<typeof OfferStatsDaySchema>;

export const OfferBoardStatsSchema = z.object({
  board: z.string(),
  /** Whether the offer is on the board now (a board it left keeps its figures). */
  published: z.boolean(),
  totals: CountsSchema.extend({
    /** Applications ÷ views over the period, 0–1; null without a view. */
    application_rate: z.number().nullable(),
  }),
  /** One entry per day of the period, oldest first, days without anything included. */
  days: z.array(OfferStatsDaySchema),
});
export type OfferBoardStats = z.infer<typeof OfferBoardStatsSchema>;

/** GET /jobboard/{board}/employer/offer/{offerId}/stats: the offer's last OFFER_STATS_DAYS days. */
export const OfferStatsSchema = z.object({
  /** First and last day of the period (in OFFER_TIME_ZONE). */
  from: z.iso.date(),
  to: z.iso.date(),
  boards: z.array(OfferBoardStatsSchema),
});
export type OfferStats = z.infer<typeof OfferStatsSchema>;

/** What a visitor's page reports (POST /jobboard/{jobboard}/offers/{id}/events/{event}). */
export const OFFER_EVENTS = ['view', 'apply-click'] as const;
export const OfferEventSchema = z.enum(OFFER_EVENTS);
export type OfferEvent = z.infer<typeof OfferEventSchema>;
