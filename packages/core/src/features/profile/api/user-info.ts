import type { UserInfoInput } from '@jobboard/contracts';
import { ADDRESS_MAX, PERSON_NAME_MAX, PHONE_MAX } from '@jobboard/contracts/constants';
import { isValidPhone } from '@jobboard/contracts/phone';
// zod/mini: the tree-shakable build (~2 KB gzip) for the one client-side validated form.
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/**
 * The profile form's fields, checked before sending: not the API's payload (UserInfoInput, which
 * the server validates with UserInfoInputSchema) but what the form asks more strictly. In Canada
 * the city is a municipality picked in the list (`city_id`, GET /api/cities); elsewhere it is
 * the text typed (`address`). The city is required, the phone non-empty and valid for the
 * country; lengths are the contracts' limits.
 */
export const InfoFormSchema = z
  .object({
    first_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PERSON_NAME_MAX)),
    last_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PERSON_NAME_MAX)),
    language: z.enum(['fr', 'en']),
    phone_number: z.string().check(z.trim(), z.minLength(1), z.maxLength(PHONE_MAX)),
    country: z.string().check(z.length(2)),
    city_id: z.nullable(z.number()),
    address: z.string().check(z.trim(), z.maxLength(ADDRESS_MAX)),
  })
  .check(
    z.refine((v) => !v.phone_number || isValidPhone(v.phone_number, v.country), {
      path: ['phone_number'],
      message: 'phone',
    }),
    z.refine((v) => (v.country === 'CA' ? v.city_id !== null : v.address.length > 0), {
      path: ['city'],
      message: 'city',
    }),
  );
export type InfoFormValues = z.infer<typeof InfoFormSchema>;

/** The API's payload of the form's values: in Canada the city's id, elsewhere the typed text. */
export function userInfoInput(values: InfoFormValues): UserInfoInput {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    language: values.language,
    phone_number: values.phone_number,
    location:
      values.country === 'CA'
        ? { city_id: values.city_id, country: values.country }
        : { address: values.address, country: values.country },
  };
}

export const updateUserInfo = (board: string, input: UserInfoInput) =>
  apiRequest<unknown>(`/api/jobboard/${board}/user/info`, { json: { ...input } });
