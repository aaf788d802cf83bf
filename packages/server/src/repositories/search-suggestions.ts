import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { SEARCH_SUGGESTIONS_MAX, type Language, type SearchSuggestion } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { attributes, offerAttributes, offerJobboards, offers } from '../db/schema.js';
import { words } from '../search/analyze.js';
import { foldEnglishWord, foldFeminineWord, stripAccents } from '../search/fold.js';
import { STOP_WORDS } from '../search/stop-words.js';
import { getThesaurus } from '../search/thesaurus.js';
import { listedOn } from './offers.js';

/**
 * Suggestions as a candidate types in the keyword field: the skills and certifications offers of
 * the board carry (a facet: "Compétence : Python (9)", first), job titles listed on the board (most
 * offers first) and occupations of the thesaurus, in the page's language. A suggestion matches
 * when each word typed starts one of its words, compared as the search compares them: folded to
 * the masculine, without accents ("infirmière" and "infirm" both suggest "Infirmier(ère)").
 */
interface Candidate {
  label: string;
  kind: SearchSuggestion['kind'];
  /** Its words, folded and without accents. */
  keys: readonly string[];
  /** Listed offers with this title, skill or certification (0 for an occupation). */
  offers: number;
}

/** Skills and certifications proposed before the titles, at most. */
const ATTRIBUTES_MAX = 2;
const SUGGESTED_TYPES = ['skill', 'certification'] as const;

const foldedWords = (text: string, lang: Language) =>
  words(text, lang).map((w) =>
    stripAccents(lang === 'fr' ? foldFeminineWord(w) : foldEnglishWord(w)),
  );

/**
 * How long a board's titles, skills and certifications are kept; a refresh then runs behind the
 * answers (stale served).
 */
export const SUGGESTION_TITLES_TTL_MS = 5 * 60_000;
/** The most common titles of a board, by their number of offers. */
const TITLES_MAX = 5000;

interface CandidateIndex {
  at: number;
  candidates: Promise<BoardCandidates>;
  refreshing?: boolean;
}
const candidateIndexes = new WeakMap<object, Map<string, CandidateIndex>>();

interface BoardCandidates {
  titles: Record<Language, Candidate[]>;
  attributes: Record<Language, Candidate[]>;
}

async function loadCandidates(db: DbLike, board: string): Promise<BoardCandidates> {
  const [titles, carried] = await Promise.all([boardTitles(db, board), boardAttributes(db, board)]);
  return { titles, attributes: carried };
}

/** The skills and certifications of the board's listed offers, with how many carry each. */
async function boardAttributes(db: DbLike, board: string): Promise<Record<Language, Candidate[]>> {
  const n = count();
  const rows = await db
    .select({ type: attributes.type, fr: attributes.labelFr, en: attributes.labelEn, offers: n })
    .from(offerJobboards)
    .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
    .innerJoin(offerAttributes, eq(offerAttributes.offerId, offers.id))
    .innerJoin(attributes, eq(attributes.id, offerAttributes.attributeId))
    .where(sql`${listedOn(board)} and ${inArray(attributes.type, SUGGESTED_TYPES)}`)
    .groupBy(attributes.id)
    .orderBy(desc(n));
  const result: Record<Language, Candidate[]> = { fr: [], en: [] };
  for (const lang of ['fr', 'en'] as const)
    result[lang] = rows.map((r) => ({
      label: r[lang],
      kind: r.type as 'skill' | 'certification',
      keys: foldedWords(r[lang], lang),
      offers: Number(r.offers),
    }));
  return result;
}

async function boardTitles(db: DbLike, board: string): Promise<Record<Language, Candidate[]>> {
  const result: Record<Language, Candidate[]> = { fr: [], en: [] };
  for (const lang of ['fr', 'en'] as const) {
    const title = lang === 'fr' ? offers.titleFr : offers.titleEn;
    const n = count();
    const rows = await db
      .select({ title, offers: n })
      .from(offerJobboards)
      .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
      .where(sql`${listedOn(board)} and ${title} is not null`)
      .groupBy(title)
      .orderBy(desc(n))
      .limit(TITLES_MAX);
    result[lang] = rows.map((r) => ({
      label: r.title!,
      kind: 'title' as const,
      keys: foldedWords(r.title!, lang),
      offers: Number(r.offers),
    }));
  }
  return result;
}

function boardCandidates(db: DbLike, board: string, now: number) {
  let indexes = candidateIndexes.get(db);
  if (!indexes) candidateIndexes.set(db, (indexes = new Map()));
  const index = indexes.get(board);
  if (!index) {
    const fresh: CandidateIndex = { at: now, candidates: loadCandidates(db, board) };
    fresh.candidates.catch(() => indexes.delete(board));
    indexes.set(board, fresh);
    return fresh.candidates;
  }
  if (now - index.at > SUGGESTION_TITLES_TTL_MS && !index.refreshing) {
    index.refreshing = true;
    const next = loadCandidates(db, board);
    next
      .then(() => indexes.set(board, { at: Date.now(), candidates: next }))
      .catch(() => undefined)
      .finally(() => (index.refreshing = false));
  }
  return index.candidates;
}

/** Drops the kept titles of a database (tests that change offers and suggest again). */
export function clearSuggestionTitles(db: DbLike): void {
  candidateIndexes.delete(db);
}

let occupations: Record<Language, Candidate[]> | undefined;

function thesaurusOccupations(): Record<Language, Candidate[]> {
  if (occupations) return occupations;
  const result: Record<Language, Candidate[]> = { fr: [], en: [] };
  for (const lang of ['fr', 'en'] as const) {
    const seen = new Set<string>();
    for (const set of getThesaurus().sets) {
      if (set.kind !== 'occupation') continue;
      for (const term of set.terms[lang]) {
        const label = term.display;
        const keys = foldedWords(label, lang);
        const id = identity(keys);
        // Abbreviations ("PAB", "inf. aux.") are query words, not titles to propose.
        if (seen.has(id) || label === label.toUpperCase() || label.includes('.')) continue;
        seen.add(id);
        result[lang].push({
          label: label.charAt(0).toLocaleUpperCase(lang) + label.slice(1),
          kind: 'occupation',
          keys,
          offers: 0,
        });
      }
    }
  }
  return (occupations = result);
}

/** A suggestion's identity: its distinct folded words ("infirmier / infirmière" is "infirmier"). */
const identity = (keys: readonly string[]) => [...new Set(keys)].sort().join(' ');

/** Whether every typed word starts a word of the candidate (each candidate word used once). */
function matches(typed: readonly string[], keys: readonly string[]): boolean {
  const used = new Set<number>();
  for (const word of typed) {
    const at = keys.findIndex((key, i) => !used.has(i) && key.startsWith(word));
    if (at < 0) return false;
    used.add(at);
  }
  return true;
}

/**
 * GET /jobboard/{jobboard}/search-suggestions: 5 to 8 skills, titles and occupations for `q`.
 * `occupations`: whether the thesaurus's occupations are proposed beside the board's own titles;
 * a board of one trade or a few (its manifest's categoryIds) proposes only what it lists, or
 * « dev » on a hotel board proposed Developer and DevOps (docs/search.md).
 */
export async function searchSuggestions(
  db: DbLike,
  board: string,
  q: string,
  lang: Language,
  { occupations = true, now = Date.now() }: { occupations?: boolean; now?: number } = {},
): Promise<SearchSuggestion[]> {
  const all = foldedWords(q, lang);
  // A stop word still being typed ("aux") counts as a prefix; finished ones are dropped.
  const typed = all.filter((w, i) => i === all.length - 1 || !STOP_WORDS[lang].has(w));
  if (typed.length === 0) return [];
  const candidates = await boardCandidates(db, board, now);
  const startsWithFirst = (c: Candidate) => (c.keys[0]?.startsWith(typed[0]!) ? 1 : 0);
  const best = (a: Candidate, b: Candidate) =>
    startsWithFirst(b) - startsWithFirst(a) ||
    b.offers - a.offers ||
    a.keys.length - b.keys.length ||
    a.label.localeCompare(b.label, lang);
  // A one-letter skill ("R") is its own whole query only: "r" starts too many words.
  const named = (c: Candidate) =>
    c.keys.length === 1 && c.keys[0]!.length === 1 ? typed.join(' ') === c.keys[0] : true;
  const carried = candidates.attributes[lang]
    .filter((c) => named(c) && startsWithFirst(c) && matches(typed, c.keys))
    .sort(best)
    .slice(0, ATTRIBUTES_MAX);
  const found = [...candidates.titles[lang], ...(occupations ? thesaurusOccupations()[lang] : [])]
    .filter((c) => matches(typed, c.keys))
    .sort(best);
  const seen = new Set<string>();
  const result: SearchSuggestion[] = carried.map((c) => ({
    label: c.label,
    kind: c.kind,
    offers: c.offers,
  }));
  for (const c of found) {
    if (result.length === SEARCH_SUGGESTIONS_MAX) break;
    const id = identity(c.keys);
    if (seen.has(id)) continue;
    seen.add(id);
    result.push({ label: c.label, kind: c.kind });
  }
  return result;
}
