import { z } from 'zod';
import { ID_MAX } from './constants.js';

export const LanguageSchema = z.enum(['fr', 'en']);
export type Language = z.infer<typeof LanguageSchema>;

/** Text in both languages; either may be empty where the spec allows a fallback. */
export const BilingualSchema = z.object({ fr: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof BilingualSchema>;

/** Most payloads carry the calling client and its language (docs/api.md). */
export const ClientFieldsSchema = z.object({
  client: z.string().max(40).optional(),
  lg: LanguageSchema.optional(),
});

export const IdParamSchema = z.coerce.number().int().positive().max(ID_MAX);

export const PageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: PageMetaSchema });
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
/**
 * The answers' envelopes as types (those of `dataOf` and `pageOf`): a client names the answer
 * `DataOf<Offer>` or `PageOf<OfferListItem>` rather than writing the envelope again.
 */
export type DataOf<T> = { data: T };
export type PageOf<T> = { data: T[]; meta: PageMeta };

/** Error answers: errors are part of the contract (docs/api.md#errors). */
export const ErrorSchema = z.object({ message: z.string() });
export const InvalidGrantSchema = z.object({
  error: z.literal('invalid_grant'),
  message: z.string(),
});
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/**
 * A route's error answers by status, for its `response` schema: 422 answers the errors by field
 * (ValidationErrorSchema), any other status a message (ErrorSchema). The one place that says so:
 * `response: { 200: OfferSchema, ...errorAnswers(404, 422) }`.
 */
export function errorAnswers<const S extends number>(
  ...statuses: S[]
): { [K in S]: K extends 422 ? typeof ValidationErrorSchema : typeof ErrorSchema } {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? ValidationErrorSchema : ErrorSchema]),
  ) as { [K in S]: K extends 422 ? typeof ValidationErrorSchema : typeof ErrorSchema };
}
export type ApiValidationError = z.infer<typeof ValidationErrorSchema>;

export const ImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
