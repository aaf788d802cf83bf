// zod/mini: the tree-shakable build (~2 KB gzip) for the one client-side validated form.
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { isValidPhone } from '@jobboard/contracts/phone';

export const UserInfoSchema = z
  .object({
    first_name: z.string().check(z.trim(), z.minLength(1)),
    last_name: z.string().check(z.trim(), z.minLength(1)),
    language: z.enum(['fr', 'en']),
    phone_number: z.string().check(z.trim()),
    country: z.string().check(z.length(2)),
    // SPEC §5: the city (stored as location.address) is non-empty text.
    address: z.string().check(z.trim(), z.minLength(1)),
  })
  .check(
    z.refine((v) => isValidPhone(v.phone_number, v.country), {
      path: ['phone_number'],
      message: 'phone',
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
      location: { address: input.address, country: input.country },
    },
  });
