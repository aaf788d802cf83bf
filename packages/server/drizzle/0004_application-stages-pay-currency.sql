CREATE TYPE "public"."application_stage" AS ENUM('received', 'viewed', 'in_review', 'interview', 'offer', 'not_retained', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('CAD');--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" "application_stage" DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "salary_currency" "currency" DEFAULT 'CAD' NOT NULL;