ALTER TABLE "applications" DROP CONSTRAINT "applications_offer_id_offers_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "offer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "closed_offer" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;