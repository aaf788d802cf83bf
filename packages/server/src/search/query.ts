import type { Language } from '@jobboard/contracts';
import { analyze, termsOf, type Token } from './analyze.js';
import { getThesaurus, matchThesaurus, type Thesaurus } from './thesaurus.js';

/**
 * What a candidate typed, as text-search queries over the offers' two vectors (search_fr holds
 * the French contents analysed in French, search_en the English ones in English).
 *
 * Syntax: words (all must match), "a quoted phrase" (its words in that order), -word (must not
 * match). Each query is analysed in both languages; the thesaurus adds, for each run of words
 * that names an occupation, that occupation's other terms in both languages, matched in titles.
 *
 * Ranking tiers, best first (the same integer tiers on both databases):
 *  8 the title is the query, 7 the words as a phrase in the title, 6 every word in the title,
 *  5 the occupation (through the thesaurus) in the title, 4 the phrase anywhere, 3 every word
 *  anywhere, 1 the rest (a word matched only through the other language).
 */
export interface VectorQueries {
  fr: string | null;
  en: string | null;
}

export interface SearchTier {
  score: number;
  query: VectorQueries;
  /** Which vectors the tier reads: the titles' alone (small) or the whole text's. */
  on: 'title' | 'text';
  /**
   * The title is the query: besides matching, the title vector holds at most this many terms
   * (the query's own), per language.
   */
  maxTerms?: { fr: number; en: number };
}

export interface SearchQuery {
  /** Which offers match (over the whole text's vectors)… */
  match: VectorQueries;
  /**
   * …or, when set, whose title matches these (over the titles' own vectors): the thesaurus's
   * terms of a query that is one occupation, without weights, so that the whole text's vectors
   * need no second reading to check a title weight.
   */
  titleMatch?: VectorQueries;
  /**
   * Tier conditions, best first; an offer takes the score of the first it meets, else
   * `otherwise` (every match meets "every word anywhere" unless the thesaurus added terms).
   */
  tiers: readonly SearchTier[];
  otherwise: number;
  /** Whether the thesaurus added anything (the spelling check then knows the words are known). */
  expanded: boolean;
}

interface Clause {
  text: string;
  phrase: boolean;
  negated: boolean;
}

/** Splits user syntax: quoted phrases and -words; an unbalanced quote runs to the end. */
export function parseClauses(q: string): Clause[] {
  const clauses: Clause[] = [];
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (const m of q.matchAll(pattern)) {
    if (m[2] !== undefined) {
      if (m[2].trim()) clauses.push({ text: m[2], phrase: true, negated: m[1] === '-' });
    } else {
      const word = m[3]!;
      const negated = word.length > 1 && word.startsWith('-');
      clauses.push({ text: negated ? word.slice(1) : word, phrase: false, negated });
    }
  }
  return clauses;
}

const quote = (term: string, weight = '') => `'${term}'${weight}`;

/** One token as tsquery: its term, or its two terms as alternatives. */
function tokenQuery(terms: readonly string[], weight = ''): string {
  const parts = terms.map((t) => quote(t, weight));
  return parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`;
}

const phraseOf = (tokens: ReadonlyArray<readonly string[]>, weight = '') =>
  tokens.map((terms) => tokenQuery(terms, weight)).join(' <-> ');

const andOf = (parts: readonly string[]) =>
  parts.length === 0
    ? null
    : parts.length === 1
      ? parts[0]!
      : parts.map((p) => `(${p})`).join(' & ');
const orOf = (parts: ReadonlyArray<string | null>) => {
  const kept = parts.filter((p): p is string => p !== null);
  return kept.length === 0
    ? null
    : kept.length === 1
      ? kept[0]!
      : kept.map((p) => `(${p})`).join(' | ');
};

/** A slot of the query: a word, or a run of words the thesaurus names (with its other terms). */
interface Slot {
  tokens: readonly Token[];
  /** Phrase clause or thesaurus run: the tokens must follow each other. */
  phrase: boolean;
  /** Per language, the other terms of the occupation, each a list of token terms. */
  expansions: Record<Language, string[][][]>;
}

function slotsOf(
  thesaurus: Thesaurus,
  clauses: readonly Clause[],
  lang: Language,
): { slots: Slot[]; negated: Token[] } {
  const slots: Slot[] = [];
  const negated: Token[] = [];
  const plain: Token[] = [];
  const flushPlain = () => {
    const matches = matchThesaurus(thesaurus, plain, lang);
    let i = 0;
    for (const match of matches) {
      for (; i < match.start; i++) slots.push(wordSlot(plain[i]!));
      slots.push(runSlot(thesaurus, plain.slice(match.start, match.end), match.sets));
      i = match.end;
    }
    for (; i < plain.length; i++) slots.push(wordSlot(plain[i]!));
    plain.length = 0;
  };
  for (const clause of clauses) {
    const tokens = analyze(clause.text, lang);
    if (tokens.length === 0) continue;
    if (clause.negated) negated.push(...tokens);
    else if (clause.phrase) {
      flushPlain();
      const whole = matchThesaurus(thesaurus, tokens, lang);
      const exact = whole.length === 1 && whole[0]!.start === 0 && whole[0]!.end === tokens.length;
      slots.push(
        exact
          ? runSlot(thesaurus, tokens, whole[0]!.sets)
          : { tokens, phrase: true, expansions: { fr: [], en: [] } },
      );
    } else plain.push(...tokens);
  }
  flushPlain();
  return { slots, negated };
}

const wordSlot = (token: Token): Slot => ({
  tokens: [token],
  phrase: false,
  expansions: { fr: [], en: [] },
});

function runSlot(thesaurus: Thesaurus, tokens: readonly Token[], sets: readonly number[]): Slot {
  const expansions: Record<Language, string[][][]> = { fr: [], en: [] };
  for (const lang of ['fr', 'en'] as const) {
    const seen = new Set<string>();
    for (const set of sets)
      for (const term of thesaurus.sets[set]!.terms[lang]) {
        const id = term.keys.join(' ');
        if (seen.has(id)) continue;
        seen.add(id);
        expansions[lang].push(term.tokens.map((terms) => [...terms]));
      }
  }
  return { tokens, phrase: tokens.length > 1, expansions };
}

/** A slot's own words as tsquery in the slot's language (`weight` restricts to a part). */
function directSlot(slot: Slot, weight = ''): string {
  if (slot.phrase)
    return phraseOf(
      slot.tokens.map((t) => t.terms),
      weight,
    );
  return tokenQuery(slot.tokens[0]!.terms, weight);
}

/** A slot's words re-analysed in another language (names of places and firms are the same). */
function crossSlot(slot: Slot, lang: Language): string | null {
  const terms = slot.tokens.map((t) => termsOf(t.word, lang)).filter((t) => t.length > 0);
  if (terms.length === 0) return null;
  return slot.phrase ? phraseOf(terms) : andOf(terms.map((t) => tokenQuery(t)));
}

/**
 * A slot through the thesaurus into `lang`: its occupation's terms, matched in titles (`weight`
 * ':A' over the whole text's vectors, '' over the titles' own).
 */
function expandedSlot(slot: Slot, lang: Language, weight: string): string | null {
  return orOf(slot.expansions[lang].map((term) => phraseOf(term, weight)));
}

const notOf = (tokens: readonly Token[]) => tokens.map((t) => `!${tokenQuery(t.terms)}`);

function withNegation(query: string | null, negated: readonly Token[]): string | null {
  if (query === null || negated.length === 0) return query;
  return andOf([query, ...notOf(negated)]);
}

/** The queries of a search text, or null when it has no word that can match (only stop words). */
export function buildSearchQuery(
  q: string,
  thesaurus: Thesaurus = getThesaurus(),
): SearchQuery | null {
  const clauses = parseClauses(q);
  const analysed = {
    fr: slotsOf(thesaurus, clauses, 'fr'),
    en: slotsOf(thesaurus, clauses, 'en'),
  };
  if (analysed.fr.slots.length === 0 && analysed.en.slots.length === 0) return null;
  const expanded = (['fr', 'en'] as const).some((a) =>
    analysed[a].slots.some((s) => s.expansions.fr.length + s.expansions.en.length > 0),
  );

  const per = (build: (lang: Language) => string | null): VectorQueries => ({
    fr: withNegation(build('fr'), analysed.fr.negated),
    en: withNegation(build('en'), analysed.en.negated),
  });
  const direct = (lang: Language, weight = '') =>
    andOf(analysed[lang].slots.map((slot) => directSlot(slot, weight)));
  const wholePhrase = (lang: Language, weight = '') => {
    const tokens = analysed[lang].slots.flatMap((s) => s.tokens.map((t) => t.terms));
    return tokens.length > 1 ? phraseOf(tokens, weight) : null;
  };
  /** Through the thesaurus: each slot by its own words or its occupation's terms in `target`. */
  const throughThesaurus = (
    from: Language,
    target: Language,
    weight: string,
    expansionWeight: string,
  ) => {
    const { slots } = analysed[from];
    if (!slots.some((s) => s.expansions[target].length > 0)) return null;
    const parts: string[] = [];
    for (const slot of slots) {
      const own = from === target ? directSlot(slot, weight) : crossSlot(slot, target);
      const alternative = orOf([own, expandedSlot(slot, target, expansionWeight)]);
      if (alternative === null) return null;
      parts.push(alternative);
    }
    return andOf(parts);
  };
  const thesaurusQuery = (target: Language, weight: string, expansionWeight: string) =>
    orOf([
      throughThesaurus('fr', target, weight, expansionWeight),
      throughThesaurus('en', target, weight, expansionWeight),
    ]);

  const multiWord = (lang: Language) =>
    analysed[lang].slots.reduce((n, s) => n + s.tokens.length, 0) > 1;
  const tiers: SearchTier[] = [];
  const addTier = (tier: SearchTier) => {
    if (tier.query.fr !== null || tier.query.en !== null) tiers.push(tier);
  };
  const termCount = (lang: Language) =>
    new Set(analysed[lang].slots.flatMap((s) => s.tokens.flatMap((t) => t.terms))).size;
  // The title tiers read the titles' own vectors, where every term is a title term. The title
  // is the query when it holds every word and no other term: a tsquery cannot say "no other",
  // so that tier's SQL also compares the title vector's length with `maxTerms`.
  addTier({
    score: 8,
    on: 'title',
    query: per((lang) => direct(lang)),
    maxTerms: { fr: termCount('fr'), en: termCount('en') },
  });
  addTier({
    score: 7,
    on: 'title',
    query: per((lang) => (multiWord(lang) ? wholePhrase(lang) : null)),
  });
  addTier({ score: 6, on: 'title', query: per((lang) => direct(lang)) });
  if (expanded)
    addTier({ score: 5, on: 'title', query: per((lang) => thesaurusQuery(lang, '', '')) });
  addTier({
    score: 4,
    on: 'text',
    query: per((lang) => (multiWord(lang) ? wholePhrase(lang) : null)),
  });
  if (expanded) addTier({ score: 3, on: 'text', query: per((lang) => direct(lang)) });

  // A query that is one run of words (one slot in each language): the occupation's terms are
  // matched in the titles' vectors, the query's own words (also across languages) in the text's.
  const oneSlot = analysed.fr.slots.length <= 1 && analysed.en.slots.length <= 1;
  if (expanded && oneSlot) {
    const other = (lang: Language): Language => (lang === 'fr' ? 'en' : 'fr');
    const own = (lang: Language) => {
      const crossing = analysed[other(lang)].slots[0];
      return orOf([direct(lang), crossing ? crossSlot(crossing, lang) : null]);
    };
    const occupation = (lang: Language) =>
      orOf(
        (['fr', 'en'] as const).map((from) => {
          const slot = analysed[from].slots[0];
          return slot ? expandedSlot(slot, lang, '') : null;
        }),
      );
    return {
      match: per(own),
      titleMatch: per(occupation),
      tiers,
      otherwise: 1,
      expanded,
    };
  }

  return {
    match: per((lang) => orOf([direct(lang), expanded ? thesaurusQuery(lang, '', ':A') : null])),
    tiers,
    otherwise: expanded ? 1 : 3,
    expanded,
  };
}
