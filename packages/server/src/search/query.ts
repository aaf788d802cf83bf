import type { Language } from '@jobboard/contracts';
import { analyze, termsOf, type Token } from './analyze.js';
import { getThesaurus, matchThesaurus, type Thesaurus, type ThesaurusSet } from './thesaurus.js';

/**
 * What a candidate typed, as text-search queries over the offers' two vectors (search_fr holds
 * the French contents analysed in French, search_en the English ones in English; both hold the
 * labels of the offer's skills, certifications and specializations, weight C).
 *
 * Syntax: words (all must match), "a quoted phrase" (its words in that order), -word (must not
 * match). Each query is analysed in both languages; the thesaurus adds, for each run of words
 * that names an occupation, that occupation's other terms in both languages, matched in titles,
 * and for a run that names a skill or certification, its other terms, matched anywhere.
 *
 * Ranking tiers, best first (the same integer tiers on both databases):
 *  9 the title is the query, 8 the words as a phrase in the title, 7 every word in the title,
 *  6 the occupation (through the thesaurus) in the title, 5 every word in the title or among the
 *  offer's skills, certifications and specializations, 4 the phrase anywhere, 3 every word
 *  anywhere, 1 the rest (a word matched only through the other language).
 */
export interface VectorQueries {
  fr: string | null;
  en: string | null;
}

export interface SearchTier {
  score: number;
  query: VectorQueries;
  /**
   * Which vectors the tier reads: the titles' alone, the titles' and attribute labels' (`key`,
   * small, each with its GIN index), or the whole text's.
   */
  on: 'title' | 'key' | 'text';
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
  // The same alternative reached twice (a skill's term in both languages' runs) is one.
  const kept = [...new Set(parts.filter((p): p is string => p !== null))];
  return kept.length === 0
    ? null
    : kept.length === 1
      ? kept[0]!
      : kept.map((p) => `(${p})`).join(' | ');
};

/**
 * What a thesaurus set a run names stands for, which says where its other terms are matched: a
 * job's in titles, a field's in titles and attribute labels (« service client » finds the skill
 * « Service à la clientèle »), a skill's anywhere.
 */
type ExpansionKind = 'job' | 'field' | 'skill';

/** Another term of a thesaurus set a run of the query names: its tokens' terms, and its kind. */
interface Expansion {
  tokens: string[][];
  kind: ExpansionKind;
}

/** A slot of the query: a word, or a run of words the thesaurus names (with its other terms). */
interface Slot {
  tokens: readonly Token[];
  /** Phrase clause or thesaurus run: the tokens must follow each other. */
  phrase: boolean;
  /** Per language, the other terms of the occupation or skill. */
  expansions: Record<Language, Expansion[]>;
  /** The run names a job (an occupation set that is no field), not a field, a skill or a word. */
  namesJob?: boolean;
}

/**
 * The weight restriction of each kind of expansion in a query ('' anywhere, ':A' in the title);
 * null leaves that kind out.
 */
type ExpansionWeights = Readonly<Record<ExpansionKind, string | null>>;

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

const expansionKind = (set: ThesaurusSet): ExpansionKind =>
  set.kind === 'skill' ? 'skill' : set.field ? 'field' : 'job';

function runSlot(thesaurus: Thesaurus, tokens: readonly Token[], sets: readonly number[]): Slot {
  const expansions: Record<Language, Expansion[]> = { fr: [], en: [] };
  for (const lang of ['fr', 'en'] as const) {
    const seen = new Set<string>();
    for (const set of sets) {
      const { terms } = thesaurus.sets[set]!;
      const kind = expansionKind(thesaurus.sets[set]!);
      for (const term of terms[lang]) {
        const id = `${kind}:${term.keys.join(' ')}`;
        if (seen.has(id)) continue;
        seen.add(id);
        expansions[lang].push({ tokens: term.tokens.map((t) => [...t]), kind });
      }
    }
  }
  const namesJob = sets.some((set) => expansionKind(thesaurus.sets[set]!) === 'job');
  return { tokens, phrase: tokens.length > 1, expansions, namesJob };
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
function crossSlot(slot: Slot, lang: Language, weight = ''): string | null {
  const terms = slot.tokens.map((t) => termsOf(t.word, lang)).filter((t) => t.length > 0);
  if (terms.length === 0) return null;
  return slot.phrase ? phraseOf(terms, weight) : andOf(terms.map((t) => tokenQuery(t, weight)));
}

/**
 * A slot through the thesaurus into `lang`: its set's other terms, each kind with its weight
 * (an occupation's ':A' over the whole text's vectors or '' over the titles' own; a skill's ''
 * anywhere).
 */
function expandedSlot(slot: Slot, lang: Language, weights: ExpansionWeights): string | null {
  return orOf(
    slot.expansions[lang].map((e) => {
      const weight = weights[e.kind];
      return weight === null ? null : phraseOf(e.tokens, weight);
    }),
  );
}

const hasExpansions = (slot: Slot, lang: Language, weights: ExpansionWeights) =>
  slot.expansions[lang].some((e) => weights[e.kind] !== null);

/** Expansions matched in titles (tier 6, over the titles' own vectors). */
const IN_TITLE: ExpansionWeights = { job: '', field: '', skill: '' };
/** A job's terms in the title, a field's there or among the attributes, a skill's anywhere. */
const TO_MATCH: ExpansionWeights = { job: ':A', field: ':AC', skill: '' };
/**
 * In the title or among the offer's skills and certifications (tier 5, over the key vectors: the
 * title weighs A there, the labels C).
 */
const IN_TITLE_OR_ATTRIBUTES: ExpansionWeights = { job: ':A', field: '', skill: '' };
/** A skill's terms anywhere, as the words themselves (tier 3); occupations only count in titles. */
const SKILLS_ANYWHERE: ExpansionWeights = { job: null, field: null, skill: '' };
/** A one-run query's match beside its own words: a skill's terms anywhere, a field's attributes. */
const SKILLS_AND_FIELDS: ExpansionWeights = { job: null, field: ':C', skill: '' };
/** The occupation's terms in the titles' own vectors (titleMatch). */
const OCCUPATION_IN_TITLE: ExpansionWeights = { job: '', field: '', skill: null };

const notOf = (tokens: readonly Token[]) => tokens.map((t) => `!${tokenQuery(t.terms)}`);

function withNegation(query: string | null, negated: readonly Token[]): string | null {
  if (query === null || negated.length === 0) return query;
  return andOf([query, ...notOf(negated)]);
}

/**
 * The clauses of a query as its words are searched: a letter alone is a word only when it is the
 * whole query ("R", the language); among other words it is an initial or a stray letter.
 */
function searchedClauses(q: string): Clause[] {
  const clauses = parseClauses(q);
  if (clauses.length < 2) return clauses;
  return clauses.filter((c) => !/^\p{L}$/u.test(c.text.trim()));
}

/** How many search texts keep their queries (the least recently asked goes first). */
const KEPT_QUERIES = 256;
const builtQueries = new WeakMap<Thesaurus, Map<string, SearchQuery | null>>();

/**
 * The queries of a search text, or null when it has no word that can match (only stop words).
 * One search builds them once: its page, its count, its facets and its relaxations each write
 * their WHERE from the same text (repositories/offers-search-sql.ts searchConditions), and an
 * alert sweep asks again for the same alerts' texts. The answer is shared: read it, never write
 * to it. Kept per thesaurus, so that a test's own thesaurus has its own answers.
 */
export function buildSearchQuery(
  q: string,
  thesaurus: Thesaurus = getThesaurus(),
): SearchQuery | null {
  let byText = builtQueries.get(thesaurus);
  if (!byText) builtQueries.set(thesaurus, (byText = new Map()));
  if (byText.has(q)) {
    const kept = byText.get(q) ?? null;
    // Most recently asked last, so that the first text is the one to drop.
    byText.delete(q);
    byText.set(q, kept);
    return kept;
  }
  const built = analyseSearchQuery(q, thesaurus);
  byText.set(q, built);
  if (byText.size > KEPT_QUERIES) byText.delete(byText.keys().next().value!);
  return built;
}

function analyseSearchQuery(q: string, thesaurus: Thesaurus): SearchQuery | null {
  const clauses = searchedClauses(q);
  const analysed = {
    fr: slotsOf(thesaurus, clauses, 'fr'),
    en: slotsOf(thesaurus, clauses, 'en'),
  };
  if (analysed.fr.slots.length === 0 && analysed.en.slots.length === 0) return null;
  const expanded = (['fr', 'en'] as const).some((a) =>
    analysed[a].slots.some((s) => s.expansions.fr.length + s.expansions.en.length > 0),
  );
  // A query that names an occupation in full ("recruiter", "chargé de projet") asks for that job: it is answered by titles and text, not by the skills and
  // specializations an offer asks for (an HR advisor who needs recruitment interviews is no
  // recruiter). A query that names a skill, a field (« soins infirmiers », « service à la
  // clientèle ») or words that are no occupation also matches the offer's attribute labels (C).
  const namesOccupation = (['fr', 'en'] as const).some(
    (lang) =>
      analysed[lang].slots.length > 0 && analysed[lang].slots.every((slot) => slot.namesJob),
  );
  const namesSkill = (['fr', 'en'] as const).some((lang) =>
    analysed[lang].slots.some((slot) =>
      [...slot.expansions.fr, ...slot.expansions.en].some((e) => e.kind === 'skill'),
    ),
  );
  const withAttributes = !namesOccupation || namesSkill;
  /** The whole text's weights a query's own words may match in. */
  const anywhere = withAttributes ? '' : ':AB';

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
  /** Through the thesaurus: each slot by its own words or its set's terms in `target`. */
  const throughThesaurus = (
    from: Language,
    target: Language,
    weight: string,
    weights: ExpansionWeights,
  ) => {
    const { slots } = analysed[from];
    if (!slots.some((s) => hasExpansions(s, target, weights))) return null;
    const parts: string[] = [];
    for (const slot of slots) {
      const own = from === target ? directSlot(slot, weight) : crossSlot(slot, target, weight);
      const alternative = orOf([own, expandedSlot(slot, target, weights)]);
      if (alternative === null) return null;
      parts.push(alternative);
    }
    return andOf(parts);
  };
  const thesaurusQuery = (target: Language, weight: string, weights: ExpansionWeights) =>
    orOf([
      throughThesaurus('fr', target, weight, weights),
      throughThesaurus('en', target, weight, weights),
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
    score: 9,
    on: 'title',
    query: per((lang) => direct(lang)),
    maxTerms: { fr: termCount('fr'), en: termCount('en') },
  });
  addTier({
    score: 8,
    on: 'title',
    query: per((lang) => (multiWord(lang) ? wholePhrase(lang) : null)),
  });
  addTier({ score: 7, on: 'title', query: per((lang) => direct(lang)) });
  if (expanded)
    addTier({ score: 6, on: 'title', query: per((lang) => thesaurusQuery(lang, '', IN_TITLE)) });
  // Every word in the title or the offer's skills, certifications and specializations (their own
  // vectors): "python" carried as a skill ranks above "python" in a description.
  if (withAttributes)
    addTier({
      score: 5,
      on: 'key',
      query: per((lang) =>
        orOf([direct(lang), expanded ? thesaurusQuery(lang, '', IN_TITLE_OR_ATTRIBUTES) : null]),
      ),
    });
  addTier({
    score: 4,
    on: 'text',
    query: per((lang) => (multiWord(lang) ? wholePhrase(lang, anywhere) : null)),
  });
  if (expanded)
    addTier({
      score: 3,
      on: 'text',
      query: per((lang) =>
        orOf([direct(lang, anywhere), thesaurusQuery(lang, anywhere, SKILLS_ANYWHERE)]),
      ),
    });

  // A query that is one run of words (one slot in each language): the occupation's terms are
  // matched in the titles' vectors, the query's own words (also across languages) and a skill's
  // terms in the text's.
  const oneSlot = analysed.fr.slots.length <= 1 && analysed.en.slots.length <= 1;
  if (expanded && oneSlot) {
    const other = (lang: Language): Language => (lang === 'fr' ? 'en' : 'fr');
    const throughSets = (lang: Language, weights: ExpansionWeights) =>
      orOf(
        (['fr', 'en'] as const).map((from) => {
          const slot = analysed[from].slots[0];
          return slot ? expandedSlot(slot, lang, weights) : null;
        }),
      );
    const own = (lang: Language) => {
      const crossing = analysed[other(lang)].slots[0];
      return orOf([
        direct(lang, anywhere),
        crossing ? crossSlot(crossing, lang, anywhere) : null,
        throughSets(lang, SKILLS_AND_FIELDS),
      ]);
    };
    const titleMatch = per((lang) => throughSets(lang, OCCUPATION_IN_TITLE));
    return {
      match: per(own),
      ...(titleMatch.fr !== null || titleMatch.en !== null ? { titleMatch } : {}),
      tiers,
      otherwise: 1,
      expanded,
    };
  }

  return {
    match: per((lang) =>
      orOf([direct(lang, anywhere), expanded ? thesaurusQuery(lang, anywhere, TO_MATCH) : null]),
    ),
    tiers,
    otherwise: expanded ? 1 : 3,
    expanded,
  };
}
