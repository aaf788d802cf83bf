import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The extensions the migrations create (search: unaccent, trigram similarity). */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };
