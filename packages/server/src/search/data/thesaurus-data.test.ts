import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../db/seed/data/categories.js';
import { PROFESSIONS } from '../../db/seed/data/professions.js';

interface NocGroup {
  code: string;
  en: string;
  fr: string;
  examples: Array<[string, string]>;
}
interface SynonymSet {
  noc?: string;
  fr: string[];
  en: string[];
  note?: string;
}

const read = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as T;
const noc = read<{ source: string; licence: string; groups: NocGroup[] }>('noc-2021.json');
const synonyms = read<{ sets: Array<SynonymSet & { field?: boolean }> }>('synonyms.json');
const skills = read<{ about: string; sets: Array<SynonymSet & { source: string }> }>(
  'skills.json',
);

/**
 * One comparable form of a title: lower case, typographic apostrophe and œ folded, the inclusive
 * endings "(e)", "(ère)", "(euse)", "(trice)", "(ne)", "(ve)"… dropped, and a NOC pair
 * "conseiller / conseillère en paie" or "adjoint administratif / adjointe administrative" read as
 * its first form ("conseiller en paie", "adjoint administratif"). Seniority and licence class
 * ("junior", "senior", "class 1") are qualifiers of an offer, not of the occupation.
 */
function titleKey(title: string): string {
  let s = title
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/\((?:e|ère|ere|euse|trice|ice|ne|le|ve|se|es)\)/g, '')
    .replace(/\b(?:junior|senior|classe? \d)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const slash = s.indexOf(' / ');
  if (slash > 0) {
    const left = s.slice(0, slash).split(' ');
    const right = s.slice(slash + 3).split(' ');
    s = [...left, ...right.slice(left.length)].join(' ');
  }
  return s;
}

/** Every demo title [English, French] of the seed, from the trades' profiles and the categories. */
const demoTitles: Array<readonly [string, string]> = [
  ...Object.values(PROFESSIONS).flatMap((p) => p.jobs.map((j) => [j[0], j[1]] as const)),
  ...CATEGORIES.flatMap((c) => c.jobs),
];

/** The unit group of each demo title, by its English title. */
const DEMO_GROUPS: Record<string, string> = {
  'administrative assistant': '13110',
  receptionist: '14101',
  'office clerk': '14100',
  'executive assistant': '12100',
  'administrative technician': '13100',
  'data entry clerk': '14111',
  'civil engineer': '21300',
  'mechanical engineer': '21301',
  'electrical engineer': '21310',
  'engineering technician': '22300',
  electrician: '72200',
  welder: '72106',
  'industrial mechanic': '72400',
  plumber: '72300',
  'refrigeration mechanic': '72402',
  millwright: '72400',
  accountant: '11100',
  'accounting technician': '12200',
  'payroll technician': '13102',
  'accounts payable clerk': '14200',
  'financial controller': '10010',
  'accounting clerk': '14200',
  carpenter: '72310',
  'site superintendent': '70010',
  'heavy equipment operator': '73400',
  'construction estimator': '22303',
  'construction labourer': '75110',
  'financial analyst': '11101',
  'financial advisor': '11102',
  'credit analyst': '11109',
  'branch service advisor': '63102',
  'wealth management advisor': '11102',
  'damage insurance broker': '63100',
  'claims adjuster': '12201',
  underwriter: '12202',
  'damage insurance agent': '63100',
  'commercial lines broker': '63100',
  'life insurance advisor': '63100',
  'software developer': '21232',
  'full stack developer': '21234',
  'business analyst': '21221',
  'network administrator': '22220',
  'it support technician': '22221',
  'cybersecurity analyst': '21220',
  'data analyst': '21223',
  'devops engineer': '21222',
  'human resources advisor': '11200',
  recruiter: '12101',
  'labour relations advisor': '11200',
  'human resources technician': '12101',
  'training and development advisor': '11200',
  lawyer: '41101',
  'legal technician': '42200',
  paralegal: '42200',
  'legal assistant': '13111',
  notary: '41101',
  'corporate lawyer': '41101',
  'sales representative': '64101',
  'account manager': '64101',
  'business development advisor': '64101',
  'inside sales representative': '64101',
  'technical sales representative': '62100',
  'marketing coordinator': '11202',
  'digital marketing specialist': '11202',
  'brand manager': '11202',
  'communications advisor': '11202',
  translator: '51114',
  'community manager': '11202',
  'graphic designer': '52120',
  'video editor': '51120',
  photographer: '53110',
  'personal trainer': '54100',
  'recreation leader': '54100',
  lifeguard: '54100',
  'customer service representative': '64409',
  'call centre agent': '64409',
  'client support agent': '64409',
  architect: '21200',
  'architectural technologist': '22210',
  'interior designer': '52121',
  'landscape architect': '21201',
  'truck driver': '73300',
  'delivery driver': '75201',
  'bus driver': '73301',
  'warehouse clerk': '14400',
  buyer: '12102',
  'logistics coordinator': '13201',
  'elementary school teacher': '41221',
  'high school teacher': '41220',
  'early childhood educator': '42202',
  'special education technician': '42201',
  'college teacher': '41210',
  'daycare educator': '42202',
  'registered nurse': '31301',
  'nursing assistant': '32101',
  'beneficiary attendant': '33102',
  'pharmacy technician': '33103',
  physiotherapist: '31202',
  'dental hygienist': '32111',
  'medical laboratory technologist': '32120',
  'laboratory technician': '22100',
  chemist: '21101',
  'environmental scientist': '21120',
  'security guard': '64410',
  'health and safety advisor': '21120',
  'loss prevention agent': '64410',
  'front desk agent': '64314',
  'room attendant': '65310',
  'executive housekeeper': '62021',
  'night auditor': '64314',
  concierge: '65210',
  'rooms division manager': '60031',
  'event coordinator': '12103',
  'chef de partie': '62200',
  'line cook': '63200',
  'sous-chef': '62200',
  server: '65200',
  bartender: '64301',
  dishwasher: '65201',
  "maître d'": '64300',
  chef: '62200',
  'social worker': '41300',
  'youth worker': '42201',
  'community worker': '42201',
  psychoeducator: '41301',
  'family support worker': '42201',
  'property manager': '13101',
  'real estate broker': '63101',
  appraiser: '12203',
  'store manager': '60020',
  cashier: '65100',
  'sales associate': '64100',
  merchandiser: '65102',
  'assistant store manager': '60020',
  'farm worker': '85100',
  agronomist: '21112',
  'greenhouse worker': '85103',
  'general labourer': '75119',
  'maintenance worker': '73201',
  handyman: '73201',
};

/**
 * Demo titles whose one language is, in NOC, a title of another group: the hotel's "Réceptionniste"
 * (its unit group's own French title is "réceptionniste d'hôtel"), the Quebec "assistant technique
 * en pharmacie" that the demo translates "pharmacy technician", an "analyste d'affaires TI" the
 * demo calls a plain "business analyst", and "concierge", a janitor in Quebec French.
 */
const ELSEWHERE: Record<string, string> = {
  'fr:réceptionniste@64314': '14101',
  'en:pharmacy technician@33103': '32124',
  'en:business analyst@21221': '11201',
  'fr:concierge@65210': '65312',
};

/**
 * Titles that name a role found in every trade or branch, not an occupation: left to their own
 * words (and to synonym sets without a unit group).
 */
const NO_OCCUPATION = ['operations manager', 'project manager', 'team supervisor', 'project engineer'];

const byCode = new Map(noc.groups.map((g) => [g.code, g]));
const hasExample = (code: string, lang: 0 | 1, title: string): boolean =>
  byCode.get(code)?.examples.some((pair) => titleKey(pair[lang]) === titleKey(title)) ?? false;

describe('titleKey', () => {
  it.each([
    ['Adjoint(e) administratif(ve)', 'adjoint administratif / adjointe administrative'],
    ['Directeur(trice) adjoint(e) de magasin', 'directeur adjoint / directrice adjointe de magasin'],
    ['Conseiller(ère) en ressources humaines', 'conseiller / conseillère en ressources humaines'],
    ['Chef / cheffe cuisinier', 'chef cuisinier / chef cuisinière'],
    ['Manœuvre en construction', 'manoeuvre en construction'],
    ['Ingénieur(e) de projet junior', 'ingénieur / ingénieure de projet'],
    ['Technicien(ne) en génie', 'technicien / technicienne en génie'],
    ['Chauffeur / chauffeuse de camion classe 1', 'chauffeur / chauffeuse de camion'],
    ['Maître d’hôtel', "maître d'hôtel"],
  ])('%s reads as %s', (demo, example) => {
    expect(titleKey(demo)).toBe(titleKey(example));
  });
});

describe('NOC 2021 unit groups', () => {
  it('says where the data comes from and under which licence', () => {
    expect(noc.source).toMatch(/Statistics Canada.*NOC.*2021/);
    expect(noc.licence).toMatch(/Open Government Licence – Canada/);
  });

  it('has unique 5-digit codes, in order, each with both titles and example pairs', () => {
    const codes = noc.groups.map((g) => g.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    expect(noc.groups.length).toBeGreaterThanOrEqual(250);
    for (const g of noc.groups) {
      expect(g.code, g.code).toMatch(/^[0-9]{5}$/);
      expect(g.en.trim(), g.code).not.toBe('');
      expect(g.fr.trim(), g.code).not.toBe('');
      expect(g.examples.length, g.code).toBeGreaterThanOrEqual(1);
      const seen = new Set<string>();
      for (const pair of g.examples) {
        expect(pair, g.code).toHaveLength(2);
        for (const title of pair) {
          expect(typeof title, g.code).toBe('string');
          expect(title, g.code).toBe(title.trim());
          expect(title, g.code).not.toBe('');
        }
        expect(seen.has(pair.join('|')), `${g.code} ${pair.join(' | ')}`).toBe(false);
        seen.add(pair.join('|'));
      }
    }
  });

  it('covers every demo job title with an example of its unit group, in both languages', () => {
    const missing: string[] = [];
    for (const [en, fr] of demoTitles) {
      const key = titleKey(en);
      if (NO_OCCUPATION.includes(key)) continue;
      const code = DEMO_GROUPS[key];
      if (!code) {
        missing.push(`no unit group named for "${en}"`);
        continue;
      }
      for (const [lang, title] of [
        [0, en],
        [1, fr],
      ] as const) {
        const tag = `${lang ? 'fr' : 'en'}:${titleKey(title)}@${code}`;
        const where = ELSEWHERE[tag] ?? code;
        if (!hasExample(where, lang, title)) missing.push(`${tag} (looked in ${where})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names the right unit group for demo titles, and only the generic ones are left out', () => {
    for (const code of [...Object.values(DEMO_GROUPS), ...Object.values(ELSEWHERE)])
      expect(byCode.has(code), code).toBe(true);
    const demo = new Set(demoTitles.map(([en]) => titleKey(en)));
    expect(NO_OCCUPATION.filter((t) => demo.has(t))).toEqual(NO_OCCUPATION);
  });
});

describe('synonym sets', () => {
  const key = (term: string) => term.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

  it('hold at least two terms, none empty, and name a unit group of the NOC data', () => {
    expect(synonyms.sets.length).toBeGreaterThanOrEqual(120);
    for (const set of synonyms.sets) {
      const label = [...set.fr, ...set.en].join(', ');
      expect(set.fr.length + set.en.length, label).toBeGreaterThanOrEqual(2);
      for (const term of [...set.fr, ...set.en]) {
        expect(term, label).toBe(term.trim());
        expect(term, label).not.toBe('');
      }
      if (set.noc !== undefined) expect(byCode.has(set.noc), `${set.noc}: ${label}`).toBe(true);
      if (set.note !== undefined) expect(set.note.trim(), label).not.toBe('');
      const terms = [...set.fr, ...set.en].map(key);
      expect(new Set(terms).size, label).toBe(terms.length);
    }
  });

  it('never lets one term join two occupations', () => {
    const codes = new Map<string, Set<string>>();
    for (const set of synonyms.sets) {
      if (!set.noc) continue;
      for (const term of [...set.fr, ...set.en]) {
        const k = key(term);
        codes.set(k, (codes.get(k) ?? new Set()).add(set.noc));
      }
    }
    const shared = [...codes].filter(([, c]) => c.size > 1).map(([t, c]) => `${t}: ${[...c]}`);
    expect(shared).toEqual([]);
  });

  it('keeps nurses, nursing assistants and beneficiary attendants apart', () => {
    const setOf = (term: string) =>
      synonyms.sets.filter((s) => [...s.fr, ...s.en].some((t) => key(t) === key(term)));
    for (const [a, b] of [
      ['infirmière', 'préposée aux bénéficiaires'],
      ['infirmière', 'infirmière auxiliaire'],
      ['infirmière auxiliaire', 'PAB'],
      ['cuisinier', 'plongeur'],
    ] as const)
      for (const set of setOf(a)) expect(setOf(b), `${a} / ${b}`).not.toContain(set);
  });

  it('includes the abbreviations and everyday words candidates type', () => {
    const all = new Set(synonyms.sets.flatMap((s) => [...s.fr, ...s.en]).map(key));
    for (const term of [
      'PAB',
      'TES',
      'RH',
      'TI',
      'CPE',
      'inf. aux.',
      'cuisinier',
      'cook',
      'professeur',
      'camionneur',
      'programmeur',
      'waitress',
      'plongeur',
      'caissier',
      'CPA',
      'lawyer',
      'HR advisor',
      'aide-cuisinier',
      'recruteur',
    ])
      expect(all.has(key(term)), term).toBe(true);
  });
});

describe('skill sets', () => {
  const key = (term: string) => term.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  const setOf = (term: string) =>
    skills.sets.find((s) => [...s.fr, ...s.en].some((t) => key(t) === key(term)));

  it('hold at least two terms, none empty, each set saying where its terms come from', () => {
    expect(skills.about.trim()).not.toBe('');
    for (const set of skills.sets) {
      const label = [...set.fr, ...set.en].join(', ');
      expect(set.fr.length + set.en.length, label).toBeGreaterThanOrEqual(2);
      expect(set.source.trim(), label).not.toBe('');
      for (const term of [...set.fr, ...set.en]) expect(term, label).toBe(term.trim());
      expect(new Set(set.fr.map(key)).size, label).toBe(set.fr.length);
      expect(new Set(set.en.map(key)).size, label).toBe(set.en.length);
    }
  });

  it('join the abbreviations and spellings candidates type to what offers carry', () => {
    for (const [a, b] of [
      ['RCR', 'CPR'],
      ['RCR', 'secourisme'],
      ['SIMDUT', 'WHMIS'],
      ['PDSB', 'déplacement sécuritaire des bénéficiaires'],
      ['JS', 'JavaScript'],
      ['k8s', 'Kubernetes'],
      ['Excel', 'Microsoft Excel'],
      ['OIIQ', 'Ordre des infirmières et infirmiers du Québec'],
      ['MAPAQ', 'hygiène et salubrité alimentaires'],
      ['infonuagique', 'cloud computing'],
      ['Node', 'Node.js'],
    ] as const) {
      expect(setOf(a), a).toBeDefined();
      expect(setOf(a), `${a} / ${b}`).toBe(setOf(b));
    }
  });

  it('never put one term in two skills, nor in a job unless the job is the licence itself', () => {
    const seen = new Map<string, number>();
    skills.sets.forEach((set, i) => {
      for (const term of new Set([...set.fr, ...set.en].map(key))) {
        expect(seen.get(term), term).toBeUndefined();
        seen.set(term, i);
      }
    });
    // A licensed profession's title is its licence: « CPA », « CRHA », « ing. », « cariste ».
    const LICENCES = ['cpa', 'comptable professionnel agréé', 'chartered professional accountant'];
    LICENCES.push('crha', 'cria', 'ing.', 'p.eng.', 'cariste');
    const jobs = new Set(
      synonyms.sets.filter((s) => !s.field).flatMap((s) => [...s.fr, ...s.en].map(key)),
    );
    expect([...seen.keys()].filter((t) => jobs.has(t) && !LICENCES.includes(t))).toEqual([]);
  });
});

