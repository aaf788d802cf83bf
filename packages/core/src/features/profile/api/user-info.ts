// zod/mini: the tree-shakable build (~2 KB gzip) for the one client-side validated form.
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { isValidPhone } from '@jobboard/contracts/phone';

/**
 * The profile's information. In Canada the city is a municipality picked in the list
 * (`city_id`, GET /api/cities); elsewhere it is the text typed (`address`). The city
 * is required, the phone non-empty and valid for the country.
 */
export const UserInfoSchema = z
  .object({
    first_name: z.string().check(z.trim(), z.minLength(1)),
    last_name: z.string().check(z.trim(), z.minLength(1)),
    language: z.enum(['fr', 'en']),
    phone_number: z.string().check(z.trim(), z.minLength(1)),
    country: z.string().check(z.length(2)),
    city_id: z.nullable(z.number()),
    address: z.string().check(z.trim()),
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
export type UserInfoInput = z.infer<typeof UserInfoSchema>;

export const updateUserInfo = (board: string, input: UserInfoInput) =>
  apiRequest<unknown>(`/api/jobboard/${board}/user/info`, {
    json: {
      first_name: input.first_name,
      last_name: input.last_name,
      language: input.language,
      phone_number: input.phone_number,
      location:
        input.country === 'CA'
          ? { city_id: input.city_id, country: input.country }
          : { address: input.address, country: input.country },
    },
  });
