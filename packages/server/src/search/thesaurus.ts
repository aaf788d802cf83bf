import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Language } from '@jobboard/contracts';
import { analyze, type Token } from './analyze.js';

/**
 * The bilingual thesaurus (data/, see docs/search.md): sets of terms that name one occupation, or
 * one skill or certification, in French and English. A query that names a term of an occupation
 * set also finds the offers whose title names another term of the set; a query that names a term
 * of a skill set, the offers that carry or mention another anywhere; in either language, ranked
 * below direct matches.
 */
const NocDataSchema = z.object({
  source: z.string(),
  licence: z.string(),
  groups: z.array(
    z.object({
      code: z.string().regex(/^\d{5}$/),
      en: z.string().min(1),
      fr: z.string().min(1),
      examples: z.array(z.tuple([z.string().min(1), z.string().min(1)])),
    }),
  ),
});
const SynonymDataSchema = z.object({
  sets: z.array(
    z.object({
      noc: z.string().optional(),
      fr: z.array(z.string().min(1)),
      en: z.array(z.string().min(1)),
      /** A field or a workplace (« RH », « CHSLD », « soins infirmiers »), not a job. */
      field: z.boolean().optional(),
      note: z.string().optional(),
    }),
  ),
});
const SkillDataSchema = z.object({
  about: z.string(),
  sets: z.array(
    z.object({
      fr: z.array(z.string().min(1)),
      en: z.array(z.string().min(1)),
      /** Where the terms come from (a professional order, the OQLF, the product's own name). */
      source: z.string().min(1),
      note: z.string().optional(),
    }),
  ),
});
export type NocData = z.infer<typeof NocDataSchema>;
export type SynonymData = z.infer<typeof SynonymDataSchema>;
export type SkillData = z.infer<typeof SkillDataSchema>;

/**
 * What a set names: an occupation (its other terms are matched in titles) or a skill, tool or
 * certification (matched anywhere: in the offer's skills and certifications, its text).
 */
export type ThesaurusKind = 'occupation' | 'skill';

/** A term of a set: its label as written, the entry it comes from, and its token keys. */
export interface ThesaurusTerm {
  label: string;
  /** The whole entry ("infirmier autorisé / infirmière autorisée"): what suggestions show. */
  display: string;
  /** Each token's first term: the term's identity. */
  keys: readonly string[];
  /** Each token's terms (with and without accents): what a query token may match. */
  tokens: ReadonlyArray<readonly string[]>;
}

export interface ThesaurusSet {
  kind: ThesaurusKind;
  noc?: string;
  /** An occupation set that names a field or a workplace, not a job (synonyms.json `field`). */
  field?: boolean;
  terms: Readonly<Record<Language, readonly ThesaurusTerm[]>>;
}

export interface Thesaurus {
  sets: readonly ThesaurusSet[];
  /** Per language, the sets' terms by their first key, longest first. */
  byFirstKey: Readonly<
    Record<
      Language,
      ReadonlyMap<string, ReadonlyArray<{ set: number; tokens: ReadonlyArray<readonly string[]> }>>
    >
  >;
}

/**
 * "directeur / directrice des ressources humaines" names two titles: "directeur des ressources
 * humaines" and "directrice des ressources humaines". A part before " / " that is shorter than
 * the last part takes the last part's tail.
 */
export function splitAlternatives(label: string): string[] {
  const parts = label
    .split(/\s+\/\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return parts;
  const last = parts[parts.length - 1]!.split(/\s+/);
  return parts.map((part) => {
    const words = part.split(/\s+/);
    return words.length < last.length ? [...words, ...last.slice(words.length)].join(' ') : part;
  });
}

const keysOf = (tokens: readonly Token[]) => tokens.map((t) => t.terms[0]!);

export function buildThesaurus(
  noc: NocData,
  synonyms: SynonymData,
  skills: SkillData = { about: '', sets: [] },
): Thesaurus {
  const raw: Array<{
    kind: ThesaurusKind;
    noc?: string;
    field?: boolean;
    fr: string[];
    en: string[];
  }> = [
    ...noc.groups.flatMap((group) =>
      group.examples.map(([en, fr]) => ({
        kind: 'occupation' as const,
        noc: group.code,
        fr: [fr],
        en: [en],
      })),
    ),
    ...synonyms.sets.map((set) => ({
      kind: 'occupation' as const,
      noc: set.noc,
      field: set.field,
      fr: set.fr,
      en: set.en,
    })),
    ...skills.sets.map((set) => ({ kind: 'skill' as const, fr: set.fr, en: set.en })),
  ];
  const sets: ThesaurusSet[] = [];
  type Entry = { set: number; tokens: ReadonlyArray<readonly string[]> };
  const byFirstKey = { fr: new Map<string, Entry[]>(), en: new Map<string, Entry[]>() };
  for (const entry of raw) {
    const terms = { fr: [] as ThesaurusTerm[], en: [] as ThesaurusTerm[] };
    for (const lang of ['fr', 'en'] as const) {
      const seen = new Set<string>();
      for (const label of entry[lang]) {
        for (const alternative of splitAlternatives(label)) {
          const analysed = analyze(alternative, lang);
          const keys = keysOf(analysed);
          const id = keys.join(' ');
          if (keys.length === 0 || seen.has(id)) continue;
          seen.add(id);
          terms[lang].push({
            label: alternative,
            display: label,
            keys,
            tokens: analysed.map((t) => t.terms),
          });
        }
      }
    }
    if (terms.fr.length + terms.en.length < 2) continue;
    const index =
      sets.push({
        kind: entry.kind,
        ...(entry.noc !== undefined && { noc: entry.noc }),
        ...(entry.field && { field: true }),
        terms,
      }) - 1;
    for (const lang of ['fr', 'en'] as const)
      for (const term of terms[lang])
        for (const first of term.tokens[0]!) {
          let list = byFirstKey[lang].get(first);
          if (!list) byFirstKey[lang].set(first, (list = []));
          list.push({ set: index, tokens: term.tokens });
        }
  }
  for (const lang of ['fr', 'en'] as const)
    for (const list of byFirstKey[lang].values())
      list.sort((a, b) => b.tokens.length - a.tokens.length);
  return { sets, byFirstKey };
}

const DATA_DIR = new URL('./data/', import.meta.url);

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8')));
}

let loaded: Thesaurus | undefined;

/** The thesaurus of the repository's data, analysed once per process. */
export function getThesaurus(): Thesaurus {
  loaded ??= buildThesaurus(
    readJson('noc-2021.json', NocDataSchema),
    readJson('synonyms.json', SynonymDataSchema),
    readJson('skills.json', SkillDataSchema),
  );
  return loaded;
}

/** A run of query tokens that names terms of the thesaurus: [start, end) and the sets it names. */
export interface ThesaurusMatch {
  start: number;
  end: number;
  sets: readonly number[];
}

/**
 * The longest runs of `tokens` (one language's analysis of a query) that are terms of a set,
 * left to right, without overlap. A token matches a key by any of its terms (with or without
 * accents).
 */
export function matchThesaurus(
  thesaurus: Thesaurus,
  tokens: readonly Token[],
  lang: Language,
): ThesaurusMatch[] {
  const matches: ThesaurusMatch[] = [];
  const index = thesaurus.byFirstKey[lang];
  let i = 0;
  while (i < tokens.length) {
    let best: ThesaurusMatch | undefined;
    for (const term of tokens[i]!.terms) {
      for (const candidate of index.get(term) ?? []) {
        const n = candidate.tokens.length;
        if (i + n > tokens.length || (best && n < best.end - best.start)) continue;
        let ok = true;
        for (let k = 1; k < n && ok; k++)
          ok = tokens[i + k]!.terms.some((t) => candidate.tokens[k]!.includes(t));
        if (!ok) continue;
        if (best && best.end - best.start === n) {
          if (!best.sets.includes(candidate.set))
            best = { ...best, sets: [...best.sets, candidate.set] };
        } else best = { start: i, end: i + n, sets: [candidate.set] };
      }
    }
    if (best) {
      matches.push(best);
      i = best.end;
    } else i++;
  }
  return matches;
}
