ALTER TABLE "offers" ADD COLUMN "search_key_fr" "tsvector";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_key_en" "tsvector";--> statement-breakpoint
CREATE INDEX "offers_search_key_fr_idx" ON "offers" USING gin ("search_key_fr");--> statement-breakpoint
CREATE INDEX "offers_search_key_en_idx" ON "offers" USING gin ("search_key_en");