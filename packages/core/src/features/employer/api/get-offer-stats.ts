/**
 * GET /jobboard/{board}/employer/offer/{offerId}/stats → { data: OfferStats }: the offer's views,
 * Apply clicks and applications per board and day, the last 30 days (manage_offers).
 */
export const getOfferStatsKey = (board: string, offerId: number | string) =>
  `/api/jobboard/${board}/employer/offer/${encodeURIComponent(String(offerId))}/stats`;
