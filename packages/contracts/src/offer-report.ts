/*
 * The report of an offer's plain constants, a module of their own (`@jobboard/contracts/offer-report`):
 * the browser's report form, a lazy chunk, imports it without adding to the constants every
 * page loads first.
 */
/**
 * Why a visitor reports an offer (POST …/offers/{id}/report, docs/candidates.md): the form's
 * list, in this order, « Autre / Other » last.
 */
export const OFFER_REPORT_REASONS = [
  'scam',
  'discriminatory',
  'misleading',
  'not_a_job',
  'expired',
  'other',
] as const;
export type OfferReportReason = (typeof OFFER_REPORT_REASONS)[number];
/** The report's optional detail: at most this many characters, 422 past it. */
export const OFFER_REPORT_DETAIL_MAX = 1000;
