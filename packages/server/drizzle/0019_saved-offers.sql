CREATE TABLE "saved_offers" (
	"user_id" integer NOT NULL,
	"board" text NOT NULL,
	"offer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_offers_user_id_board_offer_id_pk" PRIMARY KEY("user_id","board","offer_id")
);
--> statement-breakpoint
ALTER TABLE "saved_offers" ADD CONSTRAINT "saved_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_offers" ADD CONSTRAINT "saved_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_offers_offer_idx" ON "saved_offers" USING btree ("offer_id");