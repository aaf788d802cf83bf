ALTER TABLE "applications" ADD COLUMN "notified_stage" "application_stage" DEFAULT 'received' NOT NULL;--> statement-breakpoint
-- Stages reached before this column were mailed as they changed: nothing is owed for them.
UPDATE "applications" SET "notified_stage" = "stage";--> statement-breakpoint
CREATE INDEX "applications_stage_unmailed_idx" ON "applications" USING btree ("stage_changed_at") WHERE "applications"."notified_stage" <> "applications"."stage";
