CREATE INDEX "offers_search_title_fr_idx" ON "offers" USING gin ("search_title_fr");--> statement-breakpoint
CREATE INDEX "offers_search_title_en_idx" ON "offers" USING gin ("search_title_en");