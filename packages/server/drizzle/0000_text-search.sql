-- Hand-written (drizzle-kit generate --custom): what drizzle-kit does not model.
-- unaccent and pg_trgm are trusted extensions (PostgreSQL >= 13): the database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes this wrapper
-- safe to declare IMMUTABLE, which generated columns and expression indexes require.
CREATE OR REPLACE FUNCTION jb_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The built-in french/english configurations keep accents ("employé" does not match "employe"):
-- these copies run unaccent before stemming, for documents and queries alike.
CREATE TEXT SEARCH CONFIGURATION jb_french ( COPY = pg_catalog.french );
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION jb_french
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION jb_english ( COPY = pg_catalog.english );
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION jb_english
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
