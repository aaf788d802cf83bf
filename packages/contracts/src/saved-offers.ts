import { z } from 'zod';
import { ClientFieldsSchema } from './common.js';
import { ID_MAX, SAVED_OFFERS_MAX } from './constants.js';
import { OfferListItemSchema } from './offers.js';

/**
 * Saved jobs (docs/candidates.md#saved-jobs). A visitor's list lives in the browser
 * (localStorage, SAVED_OFFERS_STORAGE_KEY); a candidate's in the account, per board, joined with
 * the browser's at sign-in.
 */

/**
 * One saved offer as the saved-jobs page lists it: the list item of the offer and whether it is
 * still open on the board (published there and not expired). A closed offer stays in the list
 * and says so; a draft never shows (it was never public).
 */
export const SavedOfferSchema = z.object({
  offer: OfferListItemSchema,
  open: z.boolean(),
  /** When the account saved it; null in the answer for a browser's list. */
  saved_at: z.iso.datetime({ offset: true }).nullable(),
});
export type SavedOffer = z.infer<typeof SavedOfferSchema>;

/** GET …/user/saved-offers and GET …/saved-offers?ids=: newest saved first. */
export const SavedOfferListSchema = z.object({ data: z.array(SavedOfferSchema) });
export type SavedOfferList = z.infer<typeof SavedOfferListSchema>;

/** The ids an account holds on the board (answer of a save, a removal and of the join). */
export const SavedOfferIdsSchema = z.object({ data: z.array(z.number().int()) });
export type SavedOfferIds = z.infer<typeof SavedOfferIdsSchema>;

const offerId = z.number().int().positive().max(ID_MAX);

/**
 * POST …/user/saved-offers: the browser's list joined to the account at sign-in (ids newest
 * first). Ids of offers that do not exist or were never public are left out, and past the limit
 * the oldest of the browser's are; the answer is the account's whole list.
 */
export const SavedOffersJoinSchema = ClientFieldsSchema.extend({
  offer_ids: z.array(offerId).max(SAVED_OFFERS_MAX),
});
export type SavedOffersJoin = z.input<typeof SavedOffersJoinSchema>;

/** GET …/saved-offers?ids=3,1,2: a browser's list (comma-separated, at most SAVED_OFFERS_MAX). */
export const SavedOffersQuerySchema = z.object({
  ids: z
    .string()
    .max(SAVED_OFFERS_MAX * 11)
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(offerId).max(SAVED_OFFERS_MAX)),
});
