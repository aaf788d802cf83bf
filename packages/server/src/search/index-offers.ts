import { and, asc, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { offers, searchWords } from '../db/schema.js';
import { analyze, documentVector, words } from './analyze.js';
import { stripAccents } from './fold.js';
import { getThesaurus } from './thesaurus.js';

/**
 * The version of the analysis (analyze.ts, fold.ts, stop-words.ts, the stemmers). Offers indexed
 * with another version are indexed again when the server starts (reindexOffers), so a change of
 * the analysis reaches every offer. analysis-version.test.ts fails when the analysis of its corpus
 * changes while this number stays the same.
 */
export const ANALYSIS_VERSION = 3;

export interface OfferContents {
  titleFr: string | null;
  descriptionFr: string | null;
  titleEn: string | null;
  descriptionEn: string | null;
}

const vectorSql = (vector: string | null): SQL =>
  vector === null ? sql`null::tsvector` : sql`${vector}::tsvector`;

/**
 * The search columns of an offer with these contents, to write with every insert or update that
 * sets a title or a description: title terms weigh A, description terms B.
 */
export function offerSearchColumns(contents: OfferContents) {
  return {
    searchFr: vectorSql(
      documentVector(
        [
          [contents.titleFr, 'A'],
          [contents.descriptionFr, 'B'],
        ],
        'fr',
      ),
    ),
    searchEn: vectorSql(
      documentVector(
        [
          [contents.titleEn, 'A'],
          [contents.descriptionEn, 'B'],
        ],
        'en',
      ),
    ),
    searchTitleFr: vectorSql(documentVector([[contents.titleFr, 'A']], 'fr')),
    searchTitleEn: vectorSql(documentVector([[contents.titleEn, 'A']], 'en')),
    searchVersion: ANALYSIS_VERSION,
  } as const;
}

interface WordRow {
  lang: Language;
  word: string;
  written: string;
  term: string;
  source: 'title' | 'thesaurus';
}

/** The words of a text as the spelling check knows them: bare lower-case word and its term. */
function wordRows(text: string, lang: Language, source: WordRow['source']): WordRow[] {
  const rows: WordRow[] = [];
  const written = words(text, lang);
  const tokens = analyze(text, lang);
  // analyze() drops stop words; match each token back to its written word by the folded form.
  const byWord = new Map(tokens.map((t) => [stripAccents(t.word), t.terms[0]!]));
  for (const word of written) {
    const bare = stripAccents(word);
    if (bare.length < 3 || /^\d+$/.test(bare)) continue;
    const term = byWord.get(bare) ?? analyze(word, lang)[0]?.terms[0];
    if (term) rows.push({ lang, word: bare, written: word, term, source });
  }
  return rows;
}

const WORD_BATCH = 1000;

async function upsertWords(db: DbLike, rows: readonly WordRow[]): Promise<void> {
  const unique = new Map<string, WordRow>();
  for (const row of rows) {
    const key = `${row.lang}:${row.word}`;
    const seen = unique.get(key);
    if (!seen || (seen.source === 'thesaurus' && row.source === 'title')) unique.set(key, row);
  }
  const list = [...unique.values()];
  for (let i = 0; i < list.length; i += WORD_BATCH) {
    const insert = db.insert(searchWords).values(list.slice(i, i + WORD_BATCH));
    // A word seen in a title is a title word from then on, written as the title writes it; the
    // thesaurus only adds the words no title has.
    await (list[0]!.source === 'title'
      ? insert.onConflictDoUpdate({
          target: [searchWords.lang, searchWords.word],
          set: { term: sql`excluded.term`, written: sql`excluded.written`, source: 'title' },
        })
      : insert.onConflictDoNothing());
  }
}

/** Records the words of offer titles for the spelling check (new words only cost an insert). */
export async function recordTitleWords(
  db: DbLike,
  titles: ReadonlyArray<{ titleFr: string | null; titleEn: string | null }>,
): Promise<void> {
  const rows: WordRow[] = [];
  for (const t of titles) {
    if (t.titleFr) rows.push(...wordRows(t.titleFr, 'fr', 'title'));
    if (t.titleEn) rows.push(...wordRows(t.titleEn, 'en', 'title'));
  }
  if (rows.length) await upsertWords(db, rows);
}

/** Records the thesaurus's words (idempotent; run on start, a few thousand rows). */
export async function recordThesaurusWords(db: DbLike): Promise<void> {
  const rows: WordRow[] = [];
  for (const set of getThesaurus().sets)
    for (const lang of ['fr', 'en'] as const)
      for (const term of set.terms[lang]) rows.push(...wordRows(term.label, lang, 'thesaurus'));
  await upsertWords(db, rows);
}

const REINDEX_BATCH = 500;

/**
 * Indexes again every offer whose vectors were made by another analysis version (after an
 * upgrade, or rows written by hand), in batches by id, and records title words. Returns how many
 * offers it indexed. Safe to run from several processes: each batch rewrites the same values.
 */
export async function reindexOffers(
  db: DbLike,
  onProgress?: (done: number) => void,
): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: offers.id,
        titleFr: offers.titleFr,
        descriptionFr: offers.descriptionFr,
        titleEn: offers.titleEn,
        descriptionEn: offers.descriptionEn,
      })
      .from(offers)
      .where(and(gt(offers.id, after), ne(offers.searchVersion, ANALYSIS_VERSION)))
      .orderBy(asc(offers.id))
      .limit(REINDEX_BATCH);
    if (rows.length === 0) break;
    const values = rows.map((r) => {
      const columns = offerSearchColumns(r);
      return sql`(${r.id}::int, ${columns.searchFr}, ${columns.searchEn}, ${columns.searchTitleFr}, ${columns.searchTitleEn})`;
    });
    await db.execute(sql`
      update ${offers} set search_fr = v.fr, search_en = v.en,
        search_title_fr = v.title_fr, search_title_en = v.title_en,
        search_version = ${ANALYSIS_VERSION}
      from (values ${sql.join(values, sql`, `)}) as v(id, fr, en, title_fr, title_en)
      where ${offers.id} = v.id`);
    await recordTitleWords(db, rows);
    after = rows[rows.length - 1]!.id;
    done += rows.length;
    onProgress?.(done);
  }
  return done;
}
