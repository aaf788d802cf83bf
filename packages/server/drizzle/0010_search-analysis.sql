CREATE TABLE "search_words" (
	"lang" "language" NOT NULL,
	"word" text NOT NULL,
	"written" text NOT NULL,
	"term" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "search_words_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "search_fr" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "search_en" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_term_idx" ON "search_words" USING btree ("lang","term");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);