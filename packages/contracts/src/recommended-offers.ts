import { z } from 'zod';
import { OfferListItemSchema } from './offers.js';
import { AttributeSchema } from './reference.js';

/**
 * « Offres pour vous / Jobs for you » (docs/candidates.md#jobs-for-you): the board's open offers
 * ranked by what the signed-in candidate's profile matches, each with why.
 */

/** Why an offer is recommended: what of the profile it matches (the site words it). */
export const RecommendationReasonsSchema = z.object({
  /** The offer is in the candidate's city (its city is the offer's `city`). */
  same_city: z.boolean(),
  /** The offer is within RECOMMENDED_NEARBY_KM of the candidate's city, not in it. */
  nearby: z.boolean(),
  /** Done from home (the candidate's city does not matter). */
  remote: z.boolean(),
  /** A specialization the candidate follows, or else the category of one. */
  specialization: AttributeSchema.nullable(),
  /** How many of the skills the offer asks for the candidate holds. */
  skills: z.number().int().min(0),
});
export type RecommendationReasons = z.infer<typeof RecommendationReasonsSchema>;

export const RecommendedOfferSchema = z.object({
  offer: OfferListItemSchema,
  reasons: RecommendationReasonsSchema,
});
export type RecommendedOffer = z.infer<typeof RecommendedOfferSchema>;

/**
 * GET …/user/recommended-offers. `profile` says what the ranking had to go on: `empty` when the
 * profile names no specialization, skill or city (the site then invites to complete it instead
 * of showing an empty list).
 */
export const RecommendedOfferListSchema = z.object({
  data: z.array(RecommendedOfferSchema),
  meta: z.object({
    profile: z.enum(['empty', 'filled']),
    /** Whether the candidate gets them by e-mail every week from this board. */
    weekly_mail: z.boolean(),
  }),
});
export type RecommendedOfferList = z.infer<typeof RecommendedOfferListSchema>;

/** PUT …/user/recommended-offers/mail: the weekly mail turned on or off; the answer is the same. */
export const RecommendedMailSchema = z.object({ weekly_mail: z.boolean() });
export type RecommendedMail = z.infer<typeof RecommendedMailSchema>;
