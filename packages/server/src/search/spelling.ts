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

interface Candidate {
  word: string;
  written: string;
  source: string;
  similarity: number;
}

/**
 * The query with its unknown words corrected, or null when every word is known or no correction
 * is near enough. One query for the known words, one per unknown word.
 */
export async function suggestSpelling(db: DbLike, q: string): Promise<string | null> {
  const parts = q.split(/(\s+)/);
  const wordAt = parts.map((part) => {
    const bare = stripAccents(part.toLowerCase()).replace(/^[-"]+|["]+$/g, '');
    return /^[\p{L}]+$/u.test(bare) && allowedTypos(bare.length) > 0 ? bare : null;
  });
  const checked = [...new Set(wordAt.filter((w): w is string => w !== null))];
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

  const corrections = new Map<string, string>();
  for (const word of checked) {
    if (isKnown(word)) continue;
    const { rows } = await db.execute<Candidate & Record<string, unknown>>(sql`
      select ${searchWords.word} as word, ${searchWords.written} as written,
             ${searchWords.source} as source, similarity(${searchWords.word}, ${word}) as similarity
      from ${searchWords}
      where ${searchWords.word} % ${word}
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
