import { and, asc, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { attributes, offers, searchWords } from '../db/schema.js';
import { analyze, documentVector, words } from './analyze.js';
import { stripAccents } from './fold.js';
import { getThesaurus } from './thesaurus.js';

/**
 * The version of the analysis (analyze.ts, fold.ts, stop-words.ts, the stemmers). Offers indexed
 * with another version are indexed again when the server starts (reindexOffers), so a change of
 * the analysis reaches every offer. analysis-version.test.ts fails when the analysis of its corpus
 * changes while this number stays the same.
 */
export const ANALYSIS_VERSION = 5;

export interface OfferContents {
  titleFr: string | null;
  descriptionFr: string | null;
  titleEn: string | null;
  descriptionEn: string | null;
  /**
   * The labels of the offer's skills, certifications and specializations, [French, English]
   * (SEARCHED_ATTRIBUTE_TYPES): searched like its text, in both languages whatever languages the
   * offer is written in (a candidate types "Python", "RCR" or "CPR" on either page).
   */
  attributes?: ReadonlyArray<AttributeLabels>;
}

export type AttributeLabels = readonly [fr: string, en: string];

/** The attribute types whose labels are part of an offer's searchable text. */
export const SEARCHED_ATTRIBUTE_TYPES = ['specialization', 'skill', 'certification'] as const;

const vectorSql = (vector: string | null): SQL =>
  vector === null ? sql`null::tsvector` : sql`${vector}::tsvector`;

/**
 * The search vectors of an offer with these contents, in PostgreSQL's text form: title terms
 * weigh A, description terms B, the labels of its skills, certifications and specializations C
 * (each label a part of its own, so that a phrase never runs from one into the next).
 */
export function offerVectors(contents: OfferContents) {
  const labels = contents.attributes ?? [];
  return {
    fr: documentVector(
      [
        [contents.titleFr, 'A'],
        [contents.descriptionFr, 'B'],
        ...labels.map(([fr]) => [fr, 'C'] as const),
      ],
      'fr',
    ),
    en: documentVector(
      [
        [contents.titleEn, 'A'],
        [contents.descriptionEn, 'B'],
        ...labels.map(([, en]) => [en, 'C'] as const),
      ],
      'en',
    ),
    titleFr: documentVector([[contents.titleFr, 'A']], 'fr'),
    titleEn: documentVector([[contents.titleEn, 'A']], 'en'),
    // The title and the labels without the description: what tier 5 asks of a broad word's
    // offers, through its own small GIN index.
    keyFr: documentVector(
      [[contents.titleFr, 'A'], ...labels.map(([fr]) => [fr, 'C'] as const)],
      'fr',
    ),
    keyEn: documentVector(
      [[contents.titleEn, 'A'], ...labels.map(([, en]) => [en, 'C'] as const)],
      'en',
    ),
  };
}

/**
 * The search columns of an offer (offerVectors), to write with every insert or update that sets
 * a title, a description or its attributes.
 */
export function offerSearchColumns(contents: OfferContents) {
  const vectors = offerVectors(contents);
  return {
    searchFr: vectorSql(vectors.fr),
    searchEn: vectorSql(vectors.en),
    searchTitleFr: vectorSql(vectors.titleFr),
    searchTitleEn: vectorSql(vectors.titleEn),
    searchKeyFr: vectorSql(vectors.keyFr),
    searchKeyEn: vectorSql(vectors.keyEn),
    searchVersion: ANALYSIS_VERSION,
  } as const;
}

/**
 * The searched labels of these attribute ids (other types are left out), in a fixed order (type,
 * display order), so that an offer's vectors do not depend on the order its form sent them.
 */
export async function searchedAttributeLabels(
  db: DbLike,
  ids: readonly number[],
): Promise<AttributeLabels[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ fr: attributes.labelFr, en: attributes.labelEn })
    .from(attributes)
    .where(
      and(inArray(attributes.id, [...ids]), inArray(attributes.type, SEARCHED_ATTRIBUTE_TYPES)),
    )
    .orderBy(asc(attributes.type), asc(attributes.sortOrder), asc(attributes.id));
  return rows.map((r) => [r.fr, r.en] as const);
}

/**
 * The same labels for each offer of a query on `offers`, as a JSON list of [fr, en] pairs
 * (reindexOffers). Plain SQL: drizzle leaves columns unqualified in a one-table select, and the
 * subquery's "id" would then be the attribute's.
 */
const offerLabelsSql = sql<Array<[string, string]>>`(
  select coalesce(json_agg(json_build_array(a.label_fr, a.label_en)
                           order by a.type, a.sort_order, a.id), '[]')
    from offer_attributes oa join attributes a on a.id = oa.attribute_id
   where oa.offer_id = offers.id
     and a.type in (${sql.join(
       SEARCHED_ATTRIBUTE_TYPES.map((t) => sql`${t}`),
       sql`, `,
     )}))`;

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

/**
 * Records the words of the thesaurus and of the searched attributes' labels ("python",
 * "secourisme", "mapaq"): a query word that names one is known, never "corrected" into a title
 * word. Idempotent; runs on start, a few thousand rows.
 */
export async function recordThesaurusWords(db: DbLike): Promise<void> {
  const rows: WordRow[] = [];
  for (const set of getThesaurus().sets)
    for (const lang of ['fr', 'en'] as const)
      for (const term of set.terms[lang]) rows.push(...wordRows(term.label, lang, 'thesaurus'));
  const labels = await db
    .select({ fr: attributes.labelFr, en: attributes.labelEn })
    .from(attributes)
    .where(inArray(attributes.type, SEARCHED_ATTRIBUTE_TYPES));
  for (const label of labels) {
    rows.push(...wordRows(label.fr, 'fr', 'thesaurus'));
    rows.push(...wordRows(label.en, 'en', 'thesaurus'));
  }
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
        attributes: offerLabelsSql,
      })
      .from(offers)
      .where(and(gt(offers.id, after), ne(offers.searchVersion, ANALYSIS_VERSION)))
      .orderBy(asc(offers.id))
      .limit(REINDEX_BATCH);
    if (rows.length === 0) break;
    const values = rows.map((r) => {
      const columns = offerSearchColumns(r);
      return sql`(${r.id}::int, ${columns.searchFr}, ${columns.searchEn}, ${columns.searchTitleFr}, ${columns.searchTitleEn}, ${columns.searchKeyFr}, ${columns.searchKeyEn})`;
    });
    await db.execute(sql`
      update ${offers} set search_fr = v.fr, search_en = v.en,
        search_title_fr = v.title_fr, search_title_en = v.title_en,
        search_key_fr = v.key_fr, search_key_en = v.key_en,
        search_version = ${ANALYSIS_VERSION}
      from (values ${sql.join(values, sql`, `)}) as v(id, fr, en, title_fr, title_en, key_fr, key_en)
      where ${offers.id} = v.id`);
    await recordTitleWords(db, rows);
    after = rows[rows.length - 1]!.id;
    done += rows.length;
    onProgress?.(done);
  }
  return done;
}
