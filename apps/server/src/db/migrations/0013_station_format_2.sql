ALTER TABLE "marking_guides" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "marking_guides" ADD COLUMN "anchors" jsonb;--> statement-breakpoint
ALTER TABLE "marking_guides" ADD COLUMN "critical" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marking_guides" ADD COLUMN "critical_reason" text;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "format" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "diagnosis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "recommended_timing" jsonb;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "stem_task_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "examiner_brief" text;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "artefacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "global_descriptors" jsonb;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "references" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "last_reviewed" text;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "reviewed_by" text;