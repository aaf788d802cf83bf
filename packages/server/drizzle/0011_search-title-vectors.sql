ALTER TABLE "offers" ADD COLUMN "search_title_fr" "tsvector";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_title_en" "tsvector";