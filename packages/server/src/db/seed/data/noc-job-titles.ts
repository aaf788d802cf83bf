import { readFileSync } from 'node:fs';

/**
 * The NOC 2021 job titles the employer's NOC picker shows: [5-digit code, English, French,
 * seniority variants?], one for each example pair of the occupation thesaurus
 * (src/search/data/noc-2021.json, see docs/search.md), first letter in capitals. Entries flagged
 * `true` also get "junior" and "senior" titles, as job ads in those professions commonly use them.
 */
interface NocGroup {
  code: string;
  examples: ReadonlyArray<readonly [string, string]>;
}

const NOC_FILE = new URL('../../../search/data/noc-2021.json', import.meta.url);

/** English example titles that also get junior and senior variants. */
const SENIORITY = new Set([
  'accountant',
  'financial auditor',
  'financial analyst',
  'investment analyst',
  'financial planner',
  'credit analyst',
  'human resources advisor',
  'labour relations advisor',
  'compensation analyst',
  'management consultant',
  'business analyst',
  'marketing advisor',
  'communications advisor',
  'buyer',
  'claims adjuster',
  'insurance underwriter',
  'it project manager',
  'chemist',
  'geologist',
  'biologist',
  'agronomist',
  'occupational health and safety advisor',
  'architect',
  'urban planner',
  'actuary',
  'data scientist',
  'cybersecurity analyst',
  'business systems analyst',
  'information systems analyst',
  'database administrator',
  'systems developer',
  'software engineer',
  'software developer',
  'mobile application developer',
  'web designer',
  'web developer',
  'front-end developer',
  'civil engineer',
  'structural engineer',
  'mechanical engineer',
  'electrical engineer',
  'computer engineer',
  'chemical engineer',
  'industrial engineer',
  'mining engineer',
  'aerospace engineer',
  'software tester',
  'lawyer',
  'notary',
  'economist',
  'copywriter',
  'translator',
  'graphic designer',
  'interior designer',
  'insurance broker',
  'sales representative',
  'account manager',
]);

const capitalise = (title: string) => title.charAt(0).toUpperCase() + title.slice(1);

function nocTitles(): Array<readonly [string, string, string, boolean?]> {
  const { groups } = JSON.parse(readFileSync(NOC_FILE, 'utf8')) as { groups: NocGroup[] };
  const titles: Array<readonly [string, string, string, boolean?]> = [];
  const flagged = new Set<string>();
  for (const { code, examples } of groups)
    for (const [en, fr] of examples) {
      // Variants once per English title of a group, on its first French form.
      const seniority = SENIORITY.has(en.toLowerCase()) && !flagged.has(`${code} ${en}`);
      if (seniority) flagged.add(`${code} ${en}`);
      titles.push(
        seniority
          ? [code, capitalise(en), capitalise(fr), true]
          : [code, capitalise(en), capitalise(fr)],
      );
    }
  return titles;
}

export const NOC_TITLES: ReadonlyArray<readonly [string, string, string, boolean?]> = nocTitles();
