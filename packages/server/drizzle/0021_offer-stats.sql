CREATE TABLE "offer_stats" (
	"offer_id" integer NOT NULL,
	"board" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"apply_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_stats_offer_id_board_day_pk" PRIMARY KEY("offer_id","board","day")
);
--> statement-breakpoint
ALTER TABLE "offer_stats" ADD CONSTRAINT "offer_stats_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;