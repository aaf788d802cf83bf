ALTER TABLE "cities" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "province" text DEFAULT 'QC' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "population" integer;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "search_key" text GENERATED ALWAYS AS (translate(jb_unaccent(lower(label || ' ' || coalesce(label_en, ''))), '-''’.', '    ')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;