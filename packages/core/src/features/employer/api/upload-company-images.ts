import type { DataOf, EmployerCompany } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getEmployerCompanyKey } from './get-employer-company';

/**
 * POST /ats/companies/{id}/images (multipart, fields `logo` and/or `banner`): PNG, JPEG, WebP or
 * AVIF, checked by content (422 otherwise), 4 MB each at most (413). The server resizes them.
 */
export function uploadCompanyImages(id: number, files: { logo?: File; banner?: File }) {
  const form = new FormData();
  if (files.logo) form.append('logo', files.logo);
  if (files.banner) form.append('banner', files.banner);
  return apiRequest<DataOf<EmployerCompany>>(`${getEmployerCompanyKey(id)}/images`, { form });
}

/** The upload limit, to refuse a file before sending it (the server checks it too). */
export const MAX_COMPANY_IMAGE_BYTES = 4 * 1024 * 1024;
