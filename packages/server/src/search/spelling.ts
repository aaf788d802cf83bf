import levenshtein from 'damerau-levenshtein';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbLike } from '../db/client.js';
import { searchWords } from '../db/schema.js';
import { analyze } from './analyze.js';
import { foldFeminineWord, stripAccents } from './fold.js';

/**
 * Typo tolerance as a suggestion: a word of the query that names no known term (a word of a
 * title or of the thesaurus, search_words) is compared by trigram similarity (pg_trgm) with the
 * known words (pg_trgm's `%`: similarity of at least 0.3, through the trigram index), and
 * replaced by the nearest one within the allowed number of typos. The scale is
 * Meilisearch's: no typo below 5 letters, one from 5, two from 9; a transposition counts one.
 */
export function allowedTypos(length: number): number {
  if (length < 5) return 0;
  return length < 9 ? 1 : 2;
}

const CANDIDATES = 12;

/**
 * The words of one query the spelling step looks at, and of those how many unknown ones it looks
 * up (a trigram query each): a query of 33 unknown words costs 3 lookups, not 33. Words past the
 * bound stay as typed.
 */
export const SPELLING_WORDS_CHECKED = 10;
export const SPELLING_WORDS_CORRECTED = 3;

interface Candidate {
  word: string;
  written: string;
  source: string;
  similarity: number;
}

/**
 * The query with its unknown words corrected, or null when every word is known or no correction
 * is near enough. One query for the known words, one per unknown word: at most
 * SPELLING_WORDS_CORRECTED of the first SPELLING_WORDS_CHECKED words.
 */
export async function suggestSpelling(db: DbLike, q: string): Promise<string | null> {
  const parts = q.split(/(\s+)/);
  const wordAt = parts.map((part) => {
    const bare = stripAccents(part.toLowerCase()).replace(/^[-"]+|["]+$/g, '');
    return /^[\p{L}]+$/u.test(bare) && allowedTypos(bare.length) > 0 ? bare : null;
  });
  const checked = [...new Set(wordAt.filter((w): w is string => w !== null))].slice(
    0,
    SPELLING_WORDS_CHECKED,
  );
  if (checked.length === 0) return null;

  const termsOf = (lang: 'fr' | 'en') =>
    checked.flatMap((w) => analyze(w, lang).flatMap((t) => [...t.terms]));
  const known = await db
    .select({ term: searchWords.term, lang: searchWords.lang })
    .from(searchWords)
    .where(
      or(
        and(eq(searchWords.lang, 'fr'), inArray(searchWords.term, termsOf('fr').concat(''))),
        and(eq(searchWords.lang, 'en'), inArray(searchWords.term, termsOf('en').concat(''))),
      ),
    );
  const knownTerms = new Set(known.map((k) => `${k.lang}:${k.term}`));
  const isKnown = (word: string) =>
    (['fr', 'en'] as const).some((lang) =>
      analyze(word, lang).some((t) => t.terms.some((term) => knownTerms.has(`${lang}:${term}`))),
    );

  const unknown = checked.filter((word) => !isKnown(word)).slice(0, SPELLING_WORDS_CORRECTED);
  return corrected(db, parts, wordAt, unknown, 'any');
}

/**
 * The query's parts with each of `unknown` replaced by its nearest known word (a title word
 * only, with `from: 'title'`: one trigram query each), or null when none is near enough.
 */
async function corrected(
  db: DbLike,
  parts: readonly string[],
  wordAt: readonly (string | null)[],
  unknown: readonly string[],
  from: 'any' | 'title',
): Promise<string | null> {
  const corrections = new Map<string, string>();
  for (const word of unknown) {
    const { rows } = await db.execute<Candidate & Record<string, unknown>>(sql`
      select ${searchWords.word} as word, ${searchWords.written} as written,
             ${searchWords.source} as source, similarity(${searchWords.word}, ${word}) as similarity
      from ${searchWords}
      where ${searchWords.word} % ${word}
        ${from === 'title' ? sql`and ${searchWords.source} = 'title'` : sql``}
      order by similarity desc, ${searchWords.word}
      limit ${CANDIDATES}`);
    const best = bestCandidate(word, rows);
    if (best) corrections.set(word, best);
  }
  if (corrections.size === 0) return null;
  return parts
    .map((part, i) => {
      const word = wordAt[i];
      return word && corrections.has(word) ? corrections.get(word)! : part;
    })
    .join('');
}

/** A query of more words than this is not checked against the titles (a sentence, a phrase). */
export const TITLE_CHECK_WORDS = 3;

/**
 * A query that finds offers may still be misspelt: « developper » finds every offer whose
 * description has the verb (its stem is the title word's), and no title. For a short query, a
 * word that nothing writes (no title, no thesaurus entry, no label: not in search_words as typed)
 * and that is within the allowed typos of a title word is proposed as that title word; the query
 * with it, or null. One lookup for the words as typed, one trigram query per unknown word.
 */
export async function suggestTitleSpelling(db: DbLike, q: string): Promise<string | null> {
  const parts = q.split(/(\s+)/);
  const wordAt = parts.map((part) => {
    const bare = stripAccents(part.toLowerCase());
    return /^[\p{L}]+$/u.test(bare) && allowedTypos(bare.length) > 0 ? bare : null;
  });
  if (parts.filter((part) => part.trim()).length > TITLE_CHECK_WORDS) return null;
  const words = [...new Set(wordAt.filter((w): w is string => w !== null))];
  if (words.length === 0) return null;
  const written = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(and(inArray(searchWords.lang, ['fr', 'en']), inArray(searchWords.word, words)));
  const known = new Set(written.map((w) => w.word));
  return corrected(
    db,
    parts,
    wordAt,
    words.filter((w) => !known.has(w)),
    'title',
  );
}

/** The nearest candidate within the allowed typos: fewest edits, then a title word, then similarity. */
export function bestCandidate(word: string, candidates: readonly Candidate[]): string | null {
  const allowed = allowedTypos(word.length);
  let best: { written: string; edits: number; title: boolean; similarity: number } | null = null;
  for (const c of candidates) {
    if (c.word === word) return null;
    // A feminine typo ("caisière") is nearer to the folded title word ("caissier") once folded.
    const edits = Math.min(
      levenshtein(word, c.word).steps,
      levenshtein(stripAccents(foldFeminineWord(word)), c.word).steps,
    );
    if (edits === 0 || edits > allowed) continue;
    const candidate = {
      written: c.written,
      edits,
      title: c.source === 'title',
      similarity: Number(c.similarity),
    };
    if (
      !best ||
      candidate.edits < best.edits ||
      (candidate.edits === best.edits &&
        (Number(candidate.title) - Number(best.title) || candidate.similarity - best.similarity) >
          0)
    )
      best = candidate;
  }
  return best?.written ?? null;
}
