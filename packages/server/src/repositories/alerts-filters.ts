import {
  AlertFiltersSchema,
  type Alert,
  type AlertFilters,
  type Language,
} from '@jobboard/contracts';
import type { jobAlerts } from '../db/schema.js';
import { t } from '../i18n/messages.js';
import { idsOfType, type ReferenceData } from './reference.js';

/* What an alert keeps and says: its filters normalized, its summary in words, its API answer. */

export type AlertRow = typeof jobAlerts.$inferSelect;

/** The search's filters as an alert keeps them: known ids of the right type, sorted, no empties. */
export function normalizeAlertFilters(reference: ReferenceData, input: AlertFilters): AlertFilters {
  const parsed = AlertFiltersSchema.parse(input);
  const out: AlertFilters = {};
  const q = parsed.q?.trim();
  if (q) out.q = q;
  for (const type of ['category', 'specialization', 'schedule', 'experience'] as const) {
    const ids = idsOfType(reference, type, parsed[type] ?? []).sort((a, b) => a - b);
    if (ids.length) out[type] = ids;
  }
  const cities = [...new Set(parsed.city ?? [])]
    .filter((id) => reference.cityById.has(id))
    .sort((a, b) => a - b);
  if (cities.length) {
    out.city = cities;
    // A radius only means something around a city.
    if (parsed.radius !== undefined) out.radius = parsed.radius;
  }
  if (parsed.pay_min !== undefined) {
    out.pay = '1';
    out.pay_min = parsed.pay_min;
    out.pay_unit = parsed.pay_unit ?? 'hour';
  } else if (parsed.pay === '1') out.pay = '1';
  // Kept for the mail's link to the search; the mail itself lists only offers posted since the
  // previous one, which every window holds.
  if (parsed.posted !== undefined) out.posted = parsed.posted;
  return out;
}

/** The alert's search in words, for the list and the mail: "cuisinier · Montréal · Temps plein". */
export function alertSummary(
  reference: ReferenceData,
  filters: AlertFilters,
  lang: Language,
): string {
  const parts: string[] = [];
  if (filters.q) parts.push(lang === 'fr' ? `« ${filters.q} »` : `“${filters.q}”`);
  for (const type of ['category', 'specialization'] as const)
    for (const id of filters[type] ?? []) {
      const label = reference.byId.get(id)?.label[lang];
      if (label) parts.push(label);
    }
  const cities = (filters.city ?? [])
    .map((id) => reference.cityById.get(id)?.label)
    .filter((label): label is string => label !== undefined);
  if (cities.length && filters.radius)
    parts.push(t(lang, 'alert.city_radius', { cities: cities.join(', '), km: filters.radius }));
  else parts.push(...cities);
  for (const type of ['schedule', 'experience'] as const)
    for (const id of filters[type] ?? []) {
      const label = reference.byId.get(id)?.label[lang];
      if (label) parts.push(label);
    }
  if (filters.pay_min !== undefined) {
    const amount = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA').format(filters.pay_min);
    parts.push(
      t(lang, filters.pay_unit === 'year' ? 'alert.pay_min_year' : 'alert.pay_min_hour', {
        amount,
      }),
    );
  } else if (filters.pay === '1') parts.push(t(lang, 'alert.pay_shown'));
  if (filters.posted) parts.push(t(lang, 'alert.posted', { days: filters.posted }));
  return parts.length ? parts.join(' · ') : t(lang, 'alert.any');
}

/** The API's Alert; its summary in the page's language (the mails use the alert's own). */
export function toAlert(reference: ReferenceData, row: AlertRow, lang: Language): Alert {
  return {
    id: row.id,
    filters: row.filters,
    frequency: row.frequency,
    summary: alertSummary(reference, row.filters, lang),
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt ? row.lastSentAt.toISOString() : null,
  };
}
