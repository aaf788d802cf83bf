import { z } from 'zod';
import { ClientFieldsSchema } from './common.js';
import { ALERT_FREQUENCIES } from './constants.js';
import { OfferSearchQuerySchema } from './offers.js';

/**
 * Job alerts (docs/mail.md#job-alerts): a saved search mailed daily or weekly with the offers
 * published since the last mail. The filters are the search's own (GET
 * /jobboard/{jobboard}/offers): one schema, picked from the search query, validates what the search
 * page saves, what the alerts table stores (jsonb) and what the matching job reads back.
 */
export const AlertFiltersSchema = OfferSearchQuerySchema.pick({
  q: true,
  category: true,
  specialization: true,
  city: true,
  radius: true,
  schedule: true,
  experience: true,
  pay: true,
  pay_min: true,
  pay_unit: true,
  posted: true,
});
export type AlertFilters = z.infer<typeof AlertFiltersSchema>;

export const AlertFrequencySchema = z.enum(ALERT_FREQUENCIES);

/** At most this many offers are listed in an alert mail (then a link to the whole search). */
export const ALERT_MAIL_OFFERS = 10;
/** A candidate keeps at most this many alerts per board; an address without account too. */
export const ALERT_MAX_PER_OWNER = 20;

/**
 * POST /jobboard/{jobboard}/alerts: a signed-in candidate's alert is saved at once; a visitor
 * gives `email` and the alert waits for the confirmation link mailed to it (double opt-in).
 */
export const AlertInputSchema = ClientFieldsSchema.extend({
  filters: AlertFiltersSchema,
  frequency: AlertFrequencySchema,
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase())
    .optional(),
});
export type AlertInput = z.input<typeof AlertInputSchema>;

export const AlertSchema = z.object({
  id: z.number().int(),
  filters: AlertFiltersSchema,
  frequency: AlertFrequencySchema,
  /** Words of the search, for the list: "Cook · Montréal · Full time". */
  summary: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_sent_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Alert = z.infer<typeof AlertSchema>;
export const AlertListSchema = z.object({ data: z.array(AlertSchema) });
export type AlertList = z.infer<typeof AlertListSchema>;

/** The answer of POST …/alerts: the alert (signed in) or, for a visitor, only a message. */
export const AlertCreatedSchema = z.object({
  message: z.string(),
  confirmed: z.boolean(),
  data: AlertSchema.optional(),
});
export type AlertCreated = z.infer<typeof AlertCreatedSchema>;

export const AlertUpdateSchema = z.object({ frequency: AlertFrequencySchema });

/** The confirmation link's page sends its token ("<selector>.<verifier>"). */
export const AlertTokenInputSchema = ClientFieldsSchema.extend({
  token: z.string().regex(/^[A-Za-z0-9_.-]{16,200}$/),
});
export const AlertAnswerSchema = z.object({ message: z.string() });
/**
 * Whether an unsubscribe link still names an alert: the page asks before it offers its button, so
 * that a link already used (reloaded after the click) says it is done instead of asking again.
 */
export const AlertSubscriptionSchema = z.object({ subscribed: z.boolean() });
export type AlertSubscription = z.infer<typeof AlertSubscriptionSchema>;
