import type { User } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface EmployerProfileInput {
  first_name: string;
  last_name: string;
  language: 'fr' | 'en';
  phone_number?: string | null;
  location?: { address?: string | null; country?: string | null };
}

export const getProfileUpdatePath = () => '/api/ats/profile';

/** PUT /ats/profile → { data: User }; 422 per field (phone checked against the country). */
export const updateEmployerProfile = (input: EmployerProfileInput) =>
  apiRequest<{ data: User }>(getProfileUpdatePath(), {
    method: 'PUT',
    json: { ...input },
  });
