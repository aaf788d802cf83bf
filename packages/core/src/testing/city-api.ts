import type { CityMatch, DataOf } from '@jobboard/contracts';
import { CITY_LOOKUP_LIMIT } from '@jobboard/contracts';

/**
 * GET /api/cities as the server answers it (packages/server/src/repositories/reference.ts), over
 * a few municipalities, for the forms' tests in jsdom: `id` the one of that id; `q` those with a
 * word of a name starting with it, those whose name starts with it first, then the most
 * populous (the type-ahead); `name` the one whose whole French or English name is the text
 * ("Name, QC": of that province), the most populous of equal names, or none.
 */
interface Municipality {
  id: number;
  fr: string;
  en?: string;
  province: string;
  population: number;
}

export const MUNICIPALITIES: Municipality[] = [
  { id: 1, fr: 'Montréal', en: 'Montreal', province: 'QC', population: 1_762_949 },
  { id: 2, fr: 'Québec', en: 'Quebec City', province: 'QC', population: 549_459 },
  { id: 9, fr: 'Trois-Rivières', province: 'QC', population: 139_163 },
  { id: 30, fr: 'Saint-Jean-sur-Richelieu', province: 'QC', population: 97_873 },
  { id: 31, fr: 'Saint-Jean-Port-Joli', province: 'QC', population: 3_318 },
  { id: 40, fr: 'Rimouski', province: 'QC', population: 48_935 },
  { id: 50, fr: 'Richmond', province: 'BC', population: 209_937 },
  { id: 51, fr: 'Richmond', province: 'QC', population: 3_232 },
];

/** The server's cityKey: lower case, no accent, hyphens, apostrophes and periods as spaces. */
const key = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[-'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const byPopulation = (a: Municipality, b: Municipality) => b.population - a.population;

export function answerCities(url: string): DataOf<CityMatch[]> {
  const query = new URL(url, 'http://t.localhost').searchParams;
  const lang = query.get('lang') === 'en' ? 'en' : 'fr';
  const shown = (m: Municipality): CityMatch => ({
    id: m.id,
    label: (lang === 'en' && m.en) || m.fr,
    province: m.province,
  });
  const names = (m: Municipality) => [m.fr, m.en].filter((n): n is string => !!n).map(key);
  const id = query.get('id');
  if (id) return { data: MUNICIPALITIES.filter((m) => m.id === Number(id)).map(shown) };
  const name = query.get('name');
  if (name !== null) {
    const withProvince = /^(.+?)\s*,\s*([A-Za-z]{2})$/.exec(name.trim());
    const wanted = key(withProvince ? withProvince[1]! : name);
    const found = MUNICIPALITIES.filter(
      (m) =>
        wanted !== '' &&
        names(m).includes(wanted) &&
        (!withProvince || m.province === withProvince[2]!.toUpperCase()),
    ).sort(byPopulation)[0];
    return { data: found ? [shown(found)] : [] };
  }
  const q = key(query.get('q') ?? '');
  if (!q) return { data: [] };
  const starts = (m: Municipality) => key(m.fr).startsWith(q);
  return {
    data: MUNICIPALITIES.filter((m) => names(m).some((n) => ` ${n}`.includes(` ${q}`)))
      .sort((a, b) => Number(starts(b)) - Number(starts(a)) || byPopulation(a, b))
      .slice(0, CITY_LOOKUP_LIMIT)
      .map(shown),
  };
}

/** A fetch answer for /api/cities…, or undefined for another path. */
export function citiesResponse(url: string): Response | undefined {
  if (!url.startsWith('/api/cities')) return undefined;
  return new Response(JSON.stringify(answerCities(url)), {
    headers: { 'content-type': 'application/json' },
  });
}
