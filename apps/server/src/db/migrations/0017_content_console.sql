CREATE TABLE "terms_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"markdown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "edited_by" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "edited_by" text;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "edited_by" text;--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "edited_by" text;