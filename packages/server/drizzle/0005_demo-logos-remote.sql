ALTER TABLE "companies" ADD COLUMN "logo_variants" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "open_to_canada" boolean DEFAULT false NOT NULL;