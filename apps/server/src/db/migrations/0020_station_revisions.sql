CREATE TABLE "station_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_number" integer NOT NULL,
	"revision" integer NOT NULL,
	"station" jsonb NOT NULL,
	"file" text NOT NULL,
	"source" text NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"restored_from" integer,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_by_username" text,
	CONSTRAINT "station_revisions_number_revision_uq" UNIQUE("station_number","revision")
);
--> statement-breakpoint
ALTER TABLE "station_revisions" ADD CONSTRAINT "station_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_revisions_created_by_idx" ON "station_revisions" USING btree ("created_by");