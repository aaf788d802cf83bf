import type { DbLike } from './client.js';

/**
 * Statements built once per database handle. drizzle builds a query's text from its parts on
 * every call, and for the wide queries of a page render that took a large share of the event
 * loop (about 0.4 ms for the 33 columns of an offer list's hydration, against a render of
 * 10–15 ms). A prepared query keeps its text and takes only its parameters; on PostgreSQL a
 * named statement is also parsed once per connection instead of once per call.
 *
 * `name` is the statement's name on the server, so it names one text only: a call site whose query
 * has several shapes puts the shape in the name. A transaction is a handle of its own (its
 * statements must run on its connection): what it prepares is kept only as long as it lives.
 */
export function preparedOnce<Prepared>(
  db: DbLike,
  name: string,
  prepare: (db: DbLike, name: string) => Prepared,
): Prepared {
  let statements = preparedByHandle.get(db);
  if (!statements) preparedByHandle.set(db, (statements = new Map()));
  let statement = statements.get(name) as Prepared | undefined;
  if (statement === undefined) statements.set(name, (statement = prepare(db, name)));
  return statement;
}

const preparedByHandle = new WeakMap<DbLike, Map<string, unknown>>();
