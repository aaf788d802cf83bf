import type { AlertCreated, AlertFilters, AlertFrequency, AlertList } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';
import type { SearchFilters } from '../../../lib/search/query';

/** The search page's filters as an alert saves them (the search's own, without sort and page). */
export function alertFiltersOf(f: SearchFilters): AlertFilters {
  const out: AlertFilters = {};
  if (f.q) out.q = f.q;
  for (const name of ['category', 'specialization', 'city', 'schedule', 'experience'] as const)
    if (f[name]?.length) out[name] = f[name];
  if (out.city && f.radius) out.radius = f.radius;
  if (f.pay_min !== undefined) {
    out.pay = '1';
    out.pay_min = f.pay_min;
    out.pay_unit = f.pay_unit ?? 'hour';
  } else if (f.pay === '1') out.pay = '1';
  if (f.posted) out.posted = f.posted;
  return out;
}

/**
 * POST /jobboard/{board}/alerts: 201 saved (signed-in candidate), 202 a confirmation link was
 * mailed to `email` (visitor); 422 with errors.email, 409 too many alerts.
 */
export const createAlert = (
  board: string,
  input: { filters: AlertFilters; frequency: AlertFrequency; email?: string },
) => apiRequest<AlertCreated>(`/api/jobboard/${board}/alerts`, { json: { ...input } });

/** The confirmation link's page: 404 unknown link, 410 expired or already used. */
export const confirmAlert = (board: string, token: string) =>
  apiRequest<{ message: string }>(`/api/jobboard/${board}/alerts/confirm`, { json: { token } });

/** Whether the unsubscribe link still names an alert (a link already used: the page says done). */
export const getAlertSubscription = (board: string, token: string) =>
  apiRequest<{ subscribed: boolean }>(`/api/jobboard/${board}/alerts/unsubscribe/status`, {
    json: { token },
  });

/** The unsubscribe page's button (the mail client's one-click POST goes to the page's URL). */
export const unsubscribeAlert = (board: string, token: string) =>
  apiRequest<{ message: string }>(`/api/jobboard/${board}/alerts/unsubscribe`, {
    json: { token },
  });

/** GET /jobboard/{board}/user/alerts → { data }: the candidate's own alerts on the board. */
export const getMyAlertsKey = (board: string) => `/api/jobboard/${board}/user/alerts`;

export function useMyAlerts() {
  const { board } = useBrand();
  return useApi<AlertList>(getMyAlertsKey(board), { revalidateOnMount: true });
}

export const updateAlert = (board: string, id: number, frequency: AlertFrequency) =>
  apiRequest<AlertList>(`/api/jobboard/${board}/user/alerts/${id}`, {
    method: 'PATCH',
    json: { frequency },
  });

export const deleteAlert = (board: string, id: number) =>
  apiRequest<AlertList>(`/api/jobboard/${board}/user/alerts/${id}`, { method: 'DELETE' });
