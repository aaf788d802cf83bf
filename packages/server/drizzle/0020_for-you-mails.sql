CREATE TABLE "for_you_mails" (
	"user_id" integer NOT NULL,
	"board" text NOT NULL,
	"language" "language" NOT NULL,
	"last_sent_at" timestamp with time zone,
	"unsubscribe_token" text DEFAULT translate(rtrim(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'base64'), '='), '+/', '-_') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "for_you_mails_user_id_board_pk" PRIMARY KEY("user_id","board")
);
--> statement-breakpoint
ALTER TABLE "for_you_mails" ADD CONSTRAINT "for_you_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "for_you_mails_due_idx" ON "for_you_mails" USING btree ("last_sent_at");