import snowball from 'snowball-stemmers';
import type { Language } from '@jobboard/contracts';
import { foldEnglishWord, foldFeminineWord, foldInclusive, stripAccents } from './fold.js';
import { STOP_WORDS } from './stop-words.js';

/**
 * The one analysis of search text: offer titles and descriptions when they are indexed, what a
 * candidate types, job alerts, the thesaurus and the suggestions all go through `analyze`, so a
 * document and a query always meet on the same terms, on PGlite and on PostgreSQL alike (the
 * database only compares the terms this module produced; it runs no language rule of its own).
 *
 * A word becomes a term in four steps:
 * 1. lower case, inclusive endings and feminine forms folded to the masculine (fold.ts);
 * 2. stemmed by the Snowball stemmer of its language, which is written for accented words
 *    ("infirmière" and "infirmier" both stem to "infirmi", "infirmiere" does not);
 * 3. accents removed from the stem, so that "infirmière", "infirmiere" and "INFIRMIÈRE" meet;
 * 4. and, when the word was typed without its accents, the stem of the bare word too: a word
 *    gives one or two terms at the same position (`Token.terms`).
 */
export interface Token {
  /** The folded word as written (lower case, accents kept): what suggestions and spelling use. */
  word: string;
  /** One or two terms (see above); the first is the term of the word with its accents. */
  terms: readonly string[];
}

const stemmers = {
  fr: snowball.newStemmer('french'),
  en: snowball.newStemmer('english'),
} as const;

/**
 * Words are runs of letters and digits; an apostrophe ends an elided article ("l'hôtel"), and
 * a hyphen joins the parts of a compound, each its own word ("aide-cuisinière").
 * Technology names whose symbols are part of the name stay one word, spelled in letters: "C++",
 * "C#", "F#", ".NET", "ASP.NET", "Node.js" (any "<name>.js"), "CI/CD"; so do a few Quebec
 * certificates written with their own punctuation ("R.C.R."): each is one term, on offers and in
 * queries alike, and never the letters around its symbols ("c", "net", "js").
 */
const WORD = /[\p{L}\p{N}]+/gu;
const NOT_WORD = '(^|[^\\p{L}\\p{N}])';
const SYMBOL_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`${NOT_WORD}c\\+\\+(?![\\p{L}\\p{N}])`, 'giu'), '$1cplusplus'],
  [new RegExp(`${NOT_WORD}([cf])#(?![\\p{L}\\p{N}])`, 'giu'), '$1$2sharp'],
  // Before ".net": "asp.net" is one name, not "asp" and ".net".
  [new RegExp(`${NOT_WORD}asp\\.net(?![\\p{L}\\p{N}])`, 'giu'), '$1aspnet'],
  [new RegExp(`${NOT_WORD}\\.net(?![\\p{L}\\p{N}])`, 'giu'), '$1dotnet'],
  [new RegExp(`${NOT_WORD}(\\p{L}+)\\.js(?![\\p{L}\\p{N}])`, 'giu'), '$1$2js'],
  [new RegExp(`${NOT_WORD}ci\\s?/\\s?cd(?![\\p{L}\\p{N}])`, 'giu'), '$1cicd'],
  [new RegExp(`${NOT_WORD}r\\.c\\.r\\.?(?![\\p{L}\\p{N}])`, 'giu'), '$1rcr'],
];

/**
 * A letter alone is no word ("R&D", "classe A", "C.V.") unless it is the whole text: the query
 * "R", or a skill labelled "R" (the language). A digit alone stays ("classe 1").
 */
const LONE_LETTER = /^\p{L}$/u;

function normalize(text: string, lang: Language): string {
  let normalized = text.normalize('NFC').toLowerCase();
  for (const [pattern, replacement] of SYMBOL_WORDS)
    normalized = normalized.replace(pattern, replacement);
  return lang === 'fr' ? foldInclusive(normalized) : normalized;
}

/** Lower case, symbol words spelled out, inclusive endings off: the text's words in order. */
export function words(text: string, lang: Language): string[] {
  return normalize(text, lang).match(WORD) ?? [];
}

/**
 * The words with, for each, whether a period follows it: "aux." in "inf. aux." is an
 * abbreviation, not the stop word "aux", and is kept as a word.
 */
function wordsAndAbbreviations(text: string, lang: Language): Array<[string, boolean]> {
  const normalized = normalize(text, lang);
  const found = [...normalized.matchAll(WORD)];
  return found
    .filter((m) => found.length === 1 || !LONE_LETTER.test(m[0]))
    .map((m) => [m[0], normalized.charAt(m.index + m[0].length) === '.']);
}

/**
 * Words whose Snowball stem joins another occupation's: "accountant" and "accounting" stem to
 * "account", the stem of "account manager" (a sales title). They get a term of their own.
 */
const STEM_EXCEPTIONS: Readonly<Record<Language, ReadonlyMap<string, string>>> = {
  fr: new Map(),
  en: new Map([
    ['accountant', 'accountant'],
    ['accountants', 'accountant'],
    ['accounting', 'accountant'],
  ]),
};

const stemCache = {
  fr: new Map<string, readonly string[]>(),
  en: new Map<string, readonly string[]>(),
};
const STEM_CACHE_MAX = 50_000;

/** The term(s) of one lower-case word (steps 1 to 4 above); none for a stop word. */
export function termsOf(word: string, lang: Language, abbreviation = false): readonly string[] {
  const cache = stemCache[lang];
  const cached = abbreviation ? undefined : cache.get(word);
  if (cached) return cached;
  const bare = stripAccents(word);
  let terms: readonly string[];
  if (STOP_WORDS[lang].has(bare) && !abbreviation) terms = [];
  else if (abbreviation) terms = [bare];
  else if (STEM_EXCEPTIONS[lang].has(bare)) terms = [STEM_EXCEPTIONS[lang].get(bare)!];
  else {
    const folded = lang === 'fr' ? foldFeminineWord(word) : foldEnglishWord(word);
    const stemmer = stemmers[lang];
    const accented = stripAccents(stemmer.stem(folded));
    const plain = stemmer.stem(stripAccents(folded));
    terms = accented === plain ? [accented] : [accented, plain];
  }
  if (abbreviation) return terms;
  if (cache.size >= STEM_CACHE_MAX) cache.clear();
  cache.set(word, terms);
  return terms;
}

/** The tokens of a text in one language, stop words dropped (positions close up over them). */
export function analyze(text: string, lang: Language): Token[] {
  const tokens: Token[] = [];
  for (const [word, abbreviation] of wordsAndAbbreviations(text, lang)) {
    const terms = termsOf(word, lang, abbreviation && STOP_WORDS[lang].has(stripAccents(word)));
    if (terms.length === 0) continue;
    tokens.push({ word: lang === 'fr' ? foldFeminineWord(word) : foldEnglishWord(word), terms });
  }
  return tokens;
}

/** The key of a token for comparisons (thesaurus, suggestions): its first term. */
export const tokenKey = (token: Token): string => token.terms[0]!;

/* ---------------------------------------------------------------- documents */

/** PostgreSQL keeps positions up to 16,383; later words are matched without a position. */
const MAX_POSITION = 16_383;
/** A tsvector holds at most 256 positions per term; more add nothing to matching or ranking. */
const MAX_POSITIONS_PER_TERM = 256;

export type Weight = 'A' | 'B' | 'C' | 'D';

/**
 * The tsvector of a document made of weighted parts (title A, description B), in PostgreSQL's
 * text form: `'term':1A,4B 'other':2A`. Positions run on across parts, so a phrase never spans a
 * title and its description. Null when the document has no term (a language without content).
 */
export function documentVector(
  parts: ReadonlyArray<readonly [text: string | null | undefined, weight: Weight]>,
  lang: Language,
): string | null {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [text, weight] of parts) {
    if (!text) continue;
    position += 1; // a gap between parts: no phrase across them
    for (const token of analyze(text, lang)) {
      position = Math.min(position + 1, MAX_POSITION);
      for (const term of token.terms) {
        let list = positions.get(term);
        if (!list) positions.set(term, (list = []));
        if (list.length < MAX_POSITIONS_PER_TERM) list.push(`${position}${weight}`);
      }
    }
  }
  if (positions.size === 0) return null;
  return [...positions].map(([term, list]) => `'${term}':${list.join(',')}`).join(' ');
}
