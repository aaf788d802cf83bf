/**
 * Search relevance benchmark (a script that prints figures, not a test): `pnpm bench:search-quality`.
 *
 * Builds a database as the app does on its first start (migrations, then the reference and demo
 * seed with every brand in brands/, the demo's 400 offers), then runs each query of the judged
 * sets through searchOffers — the function behind the search page and GET
 * /jobboard/{board}/offers — on its board, and prints, for each set:
 *
 *   - occupations (bench/search-quality/judgements.json): occupations as candidates type them, on
 *     the general board; an offer is relevant by its title;
 *   - skills (bench/search-quality/skills.json): skills, tools and certifications on the IT, law,
 *     health and hotel boards (and a few on the general board); an offer is relevant when it
 *     carries the skill or certification, or its text asks for it in words the judge named;
 *
 *
 *   - per language and overall (per board for skills): the share of queries that return nothing (over the queries whose
 *     occupation is on the board, and apart for those whose occupation is not), mean recall
 *     (relevant offers among the first 200 results / relevant offers on the board), precision@10
 *     (relevant among the first min(10, n) results, over queries with results), nDCG@10 (gains
 *     2^grade − 1, the ideal order taken from the judgements), and latency p50/p95;
 *   - the same per kind of query (feminine, typo, abbreviation…);
 *   - every query: results, relevant found / on the board, its figures and latency;
 *   - the 15 worst queries (lowest recall) with the first titles they found.
 *
 * An offer is relevant with the highest grade of its French and English titles (the judgements
 * map exact demo job titles to a grade). Latency is the search page's first request (page 1,
 * 20 per page, with facets) on a cold count cache; the results are then collected 50 a page.
 *
 * SEARCH_QUALITY_MISSES=1 also prints, per query, the titles of the relevant offers it missed.
 * Options: `--set occupations|skills` runs one set (default both); `--db postgres` runs on a fresh database of the server at BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL), created for the run and dropped after it (packages/server/scripts/
 * pg-test-cluster.sh start gives postgres://app:app@127.0.0.1:5433/app); `--json <file>` writes the
 * figures and every query's outcome.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { listBrandKeys, readBrandManifest } from '@jobboard/manifest';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { attributes, offerAttributes, offerJobboards, offers } from '../src/db/schema.js';
import { throwawayDatabase } from '@jobboard/launch/databases';
import { seedDatabase } from '../src/db/seed/index.js';
import { clearOfferCountCache, listedOn, searchOffers } from '../src/repositories/offers.js';
import { DiskStorage } from '../src/services/storage.js';
import {
  ndcgAt,
  precisionAt,
  recall,
  summarize,
  type QueryOutcome,
  type Summary,
} from './search-quality/metrics.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SETS = {
  occupations: path.join(HERE, 'search-quality', 'judgements.json'),
  skills: path.join(HERE, 'search-quality', 'skills.json'),
} as const;
type SetName = keyof typeof SETS;
/** Results collected per query (recall is measured over these). */
const COLLECT = 200;
const COLLECT_PER_PAGE = 50;
/** What the search page asks for. */
const PAGE_SIZE = 20;
const WORST = 15;

/**
 * A judged query. `relevant` maps what makes an offer relevant to its grade: in the occupations
 * set, exact demo job titles (either language); in the skills set, `<type>:<English label>` of an
 * attribute the offer carries ("skill:Python", "certification:Registered nurse (OIIQ)") or
 * `text:<words>` its French or English description contains (case, accents and apostrophes
 * aside): a requirement written in words ("goût du travail d'équipe").
 */
interface JudgedQuery {
  q: string;
  lang: 'fr' | 'en';
  kind: string;
  /** The board searched (default: the set's). */
  board?: string;
  relevant: Record<string, number>;
}
interface Judgements {
  board: string;
  about: string;
  queries: JudgedQuery[];
}

interface Outcome extends QueryOutcome {
  q: string;
  lang: string;
  kind: string;
  board: string;
  found: number;
  /** The first titles returned, for the worst queries' listing. */
  top: string[];
}

function parseArgs(argv: string[]): {
  db: 'pglite' | 'postgres';
  json?: string;
  sets: SetName[];
} {
  let db: 'pglite' | 'postgres' = 'pglite';
  let json: string | undefined;
  let sets: SetName[] = ['occupations', 'skills'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--set') {
      const value = argv[++i];
      if (value !== 'occupations' && value !== 'skills')
        throw new Error(`--set occupations|skills, not ${value}`);
      sets = [value];
    } else if (arg === '--db') {
      const value = argv[++i];
      if (value !== 'pglite' && value !== 'postgres')
        throw new Error(`--db pglite|postgres, not ${value}`);
      db = value;
    } else if (arg === '--json') {
      json = argv[++i];
      if (!json) throw new Error('--json needs a file name');
    } else if (arg !== '--') throw new Error(`unknown option ${arg}`);
  }
  return { db, json, sets };
}

/** The app's first start: migrations, then the reference and demo data for every brand. */
async function seedLikeTheApp(database: Database): Promise<void> {
  await database.migrate();
  const brands = listBrandKeys().map((key) => readBrandManifest(key));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jb-bench-quality-'));
  const storage = new DiskStorage(dataDir);
  try {
    await seedDatabase(database.db, { mode: 'demo', demo: { brands, storage, logos: false } });
  } finally {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await database.db.execute(sql`analyze`);
}

/** A listed offer as the judgements read it: titles, descriptions folded, attributes. */
interface BoardOffer {
  id: number;
  titleFr: string | null;
  titleEn: string | null;
  /** Both descriptions, lower case, accents and typographic apostrophes folded. */
  text: string;
  /** `<type>:<English label>` of each attribute. */
  attributes: Set<string>;
}

const foldText = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘`]/g, "'");

/** Each listed offer of the board, with what the judgements read. */
async function boardOffers(db: Db, board: string): Promise<Map<number, BoardOffer>> {
  const rows = await db
    .select({
      id: offers.id,
      titleFr: offers.titleFr,
      titleEn: offers.titleEn,
      descriptionFr: offers.descriptionFr,
      descriptionEn: offers.descriptionEn,
      attributes: sql<string[] | null>`(
        select array_agg(${attributes.type} || ':' || ${attributes.labelEn})
          from ${offerAttributes} join ${attributes} on ${attributes.id} = ${offerAttributes.attributeId}
         where ${offerAttributes.offerId} = ${offers.id})`,
    })
    .from(offerJobboards)
    .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
    .where(listedOn(board));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        titleFr: r.titleFr,
        titleEn: r.titleEn,
        text: foldText(`${r.descriptionFr ?? ''}\n${r.descriptionEn ?? ''}`),
        attributes: new Set(r.attributes ?? []),
      },
    ]),
  );
}

/** An offer's grade for a query: the highest of what makes it relevant (see JudgedQuery). */
function gradeOf(relevant: Record<string, number>, offer: BoardOffer | undefined): number {
  if (!offer) return 0;
  let grade = 0;
  for (const [key, value] of Object.entries(relevant)) {
    const met = key.startsWith('text:')
      ? offer.text.includes(foldText(key.slice(5)))
      : /^(skill|certification|specialization|education|category):/.test(key)
        ? offer.attributes.has(key)
        : offer.titleFr === key || offer.titleEn === key;
    if (met && value > grade) grade = value;
  }
  return grade;
}

async function runQueries(db: Db, judgements: Judgements): Promise<Outcome[]> {
  const boards = [...new Set(judgements.queries.map((q) => q.board ?? judgements.board))];
  const listed = new Map<string, Map<number, BoardOffer>>();
  for (const board of boards) {
    const onBoard = await boardOffers(db, board);
    listed.set(board, onBoard);
    const queries = judgements.queries.filter((q) => (q.board ?? judgements.board) === board);
    console.log(
      `Board "${board}": ${onBoard.size} listed offers; ${queries.length} judged queries.`,
    );
    const titlesOnBoard = new Set(
      [...onBoard.values()].flatMap((o) => [o.titleFr, o.titleEn]).filter((t) => t !== null),
    );
    const attributesOnBoard = new Set([...onBoard.values()].flatMap((o) => [...o.attributes]));
    const unknown = new Set(
      queries
        .flatMap((q) => Object.keys(q.relevant))
        .filter((key) =>
          key.startsWith('text:')
            ? false
            : key.includes(':') && /^[a-z]+:/.test(key)
              ? !attributesOnBoard.has(key)
              : !titlesOnBoard.has(key),
        ),
    );
    if (unknown.size > 0)
      console.log(
        `Judged titles or attributes no listed offer carries (the other language of one-language offers, or a typo in the judgements): ${[...unknown].join(' | ')}`,
      );
  }
  // A query is searched from the page of its language (offers written in it first among equals).
  const search = (
    board: string,
    q: string,
    page: number,
    perPage: number,
    facets = false,
    lang?: 'fr' | 'en',
  ) => searchOffers(db, { board, q, page, perPage, facets, lang });

  // Warm-up (reference data, prepared plans, the WebAssembly JIT on PGlite): not measured.
  for (const q of ['comptable', 'nurse', 'préposé'])
    await search(boards[0]!, q, 1, PAGE_SIZE, true);

  const outcomes: Outcome[] = [];
  for (const query of judgements.queries) {
    const board = query.board ?? judgements.board;
    const onBoard = listed.get(board)!;
    clearOfferCountCache(db);
    const started = process.hrtime.bigint();
    const first = await search(board, query.q, 1, PAGE_SIZE, true, query.lang);
    const latencyMs = Number(process.hrtime.bigint() - started) / 1e6;
    const ids: number[] = [];
    for (let page = 1; ids.length < COLLECT; page++) {
      const { data, meta } = await search(board, query.q, page, COLLECT_PER_PAGE);
      ids.push(...data.map((o) => o.id));
      if (page >= meta.last_page || data.length === 0) break;
    }
    const grades = ids.slice(0, COLLECT).map((id) => gradeOf(query.relevant, onBoard.get(id)));
    const judged = [...onBoard.values()]
      .map((o) => gradeOf(query.relevant, o))
      .filter((g) => g > 0);
    if (process.env.SEARCH_QUALITY_MISSES) {
      const found = new Set(ids);
      const missed = [...onBoard]
        .filter(([id, o]) => gradeOf(query.relevant, o) === 2 && !found.has(id))
        .map(([, o]) => o.titleFr ?? o.titleEn);
      if (missed.length) console.log(`missed [${query.q}]: ${[...new Set(missed)].join(' | ')}`);
    }
    outcomes.push({
      q: query.q,
      lang: query.lang,
      kind: query.kind,
      board,
      results: first.meta.total,
      found: grades.filter((g) => g > 0).length,
      relevantOnBoard: judged.length,
      recall: recall(grades, judged.length),
      recallAsked: recall(
        grades.map((g) => (g === 2 ? g : 0)),
        judged.filter((g) => g === 2).length,
      ),
      precisionAt10: precisionAt(grades, 10),
      ndcgAt10: ndcgAt(grades, judged, 10),
      latencyMs,
      top: ids.slice(0, 5).map((id) => {
        const o = onBoard.get(id);
        return `${o?.titleFr ?? o?.titleEn ?? `#${id}`}${gradeOf(query.relevant, o) > 0 ? '' : ' ✗'}`;
      }),
    });
  }
  return outcomes;
}

const fixed = (v: number | null, digits = 2) => (v === null ? '—' : v.toFixed(digits));
const pct = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)} %`);
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const padLeft = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

function summaryTable(title: string, groups: Array<[string, Summary]>): void {
  console.log(`\n${title}`);
  const head = [
    'group',
    'queries',
    'zero-result',
    'recall',
    'recall(2)',
    'P@10',
    'nDCG@10',
    'not on board',
    'zero (n.o.b.)',
    'p50 ms',
    'p95 ms',
  ];
  const widths = [16, 8, 12, 7, 10, 7, 8, 13, 14, 8, 8];
  console.log(head.map((h, i) => (i === 0 ? pad(h, widths[i]!) : padLeft(h, widths[i]!))).join(''));
  for (const [name, s] of groups) {
    const cells = [
      name,
      String(s.queries),
      pct(s.zeroResultShare),
      fixed(s.meanRecall),
      fixed(s.meanRecallAsked),
      fixed(s.precisionAt10),
      fixed(s.ndcgAt10),
      String(s.notOnBoard),
      pct(s.notOnBoardZeroResultShare),
      fixed(s.latencyP50, 1),
      fixed(s.latencyP95, 1),
    ];
    console.log(
      cells.map((c, i) => (i === 0 ? pad(c, widths[i]!) : padLeft(c, widths[i]!))).join(''),
    );
  }
}

function report(outcomes: Outcome[]) {
  const byLang = (['fr', 'en'] as const).map(
    (lang) => [lang, summarize(outcomes.filter((o) => o.lang === lang))] as [string, Summary],
  );
  const overall = summarize(outcomes);
  summaryTable('Per language and overall', [...byLang, ['overall', overall]]);
  const boards = [...new Set(outcomes.map((o) => o.board))];
  const byBoard = boards.map(
    (board) => [board, summarize(outcomes.filter((o) => o.board === board))] as [string, Summary],
  );
  if (boards.length > 1) summaryTable('Per board', byBoard);
  const kinds = [...new Set(outcomes.map((o) => o.kind))];
  const byKind = kinds.map(
    (kind) => [kind, summarize(outcomes.filter((o) => o.kind === kind))] as [string, Summary],
  );
  summaryTable('Per kind of query', byKind);

  console.log('\nEvery query (results = the search total; found/relevant among the first 200)');
  console.log(
    `${pad('query', 40)}${pad('lang', 5)}${pad('kind', 16)}${pad('board', 15)}${padLeft('results', 8)}${padLeft('found', 10)}${padLeft('recall', 8)}${padLeft('P@10', 6)}${padLeft('nDCG', 6)}${padLeft('ms', 8)}`,
  );
  for (const o of outcomes)
    console.log(
      `${pad(o.q, 40)}${pad(o.lang, 5)}${pad(o.kind, 16)}${pad(o.board, 15)}${padLeft(String(o.results), 8)}${padLeft(`${o.found}/${o.relevantOnBoard}`, 10)}${padLeft(fixed(o.recall), 8)}${padLeft(fixed(o.precisionAt10), 6)}${padLeft(fixed(o.ndcgAt10), 6)}${padLeft(o.latencyMs.toFixed(1), 8)}`,
    );

  const judged = outcomes.filter((o) => o.relevantOnBoard > 0);
  const byRecall = (a: Outcome, b: Outcome) =>
    (a.recall ?? 0) - (b.recall ?? 0) ||
    (a.ndcgAt10 ?? 0) - (b.ndcgAt10 ?? 0) ||
    b.relevantOnBoard - a.relevantOnBoard;
  const list = (title: string, chosen: Outcome[]) => {
    console.log(`\n${title} (✗ = not relevant)`);
    for (const o of chosen)
      console.log(
        `  ${o.q} [${o.lang}, ${o.kind}, ${o.board}]: ${o.results} results, ${o.found}/${o.relevantOnBoard} relevant found, P@10 ${fixed(o.precisionAt10)}, nDCG@10 ${fixed(o.ndcgAt10)}` +
          (o.top.length ? `\n      first: ${o.top.join(' · ')}` : ''),
      );
  };
  list(`The ${WORST} worst queries (lowest recall)`, [...judged].sort(byRecall).slice(0, WORST));
  // The worst above are often empty answers; these show what the search does find.
  list(
    `The ${WORST} worst queries that returned something (lowest recall)`,
    judged
      .filter((o) => o.results > 0)
      .sort(byRecall)
      .slice(0, WORST),
  );
  const absentFound = outcomes.filter((o) => o.relevantOnBoard === 0 && o.results > 0);
  if (absentFound.length)
    console.log(
      `\nOccupations not on the board that still returned offers: ${absentFound.map((o) => `${o.q} (${o.results})`).join(', ')}`,
    );
  return {
    overall,
    byLanguage: Object.fromEntries(byLang),
    byBoard: Object.fromEntries(byBoard),
    byKind: Object.fromEntries(byKind),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let database: Database;
  let drop = async () => undefined as void;
  if (args.db === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!adminUrl)
      throw new Error(
        '--db postgres needs BENCH_DATABASE_URL (packages/server/scripts/pg-test-cluster.sh start)',
      );
    const created = await throwawayDatabase(adminUrl, 'bench_quality');
    database = await openDatabase({ kind: 'postgres', url: created.url, max: 4 });
    drop = created.drop;
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  try {
    const seedStarted = performance.now();
    await seedLikeTheApp(database);
    console.log(
      `Search quality on ${args.db === 'postgres' ? 'PostgreSQL' : 'PGlite'} (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
    );
    const written: Record<string, unknown> = {};
    for (const set of args.sets) {
      const judgements = JSON.parse(readFileSync(SETS[set], 'utf8')) as Judgements;
      console.log(`\n${'='.repeat(30)} ${set} (${path.relative(process.cwd(), SETS[set])})`);
      const outcomes = await runQueries(database.db, judgements);
      written[set] = { ...report(outcomes), queries: outcomes };
    }
    if (args.json) {
      writeFileSync(
        args.json,
        `${JSON.stringify({ database: args.db, date: new Date().toISOString(), ...written }, null, 2)}\n`,
      );
      console.log(`\nFigures written to ${args.json}`);
    }
  } finally {
    await database.close();
    await drop();
  }
}

await main();
