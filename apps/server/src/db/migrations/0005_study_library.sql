CREATE TABLE "marking_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_id" integer NOT NULL,
	"position" integer NOT NULL,
	"task" text NOT NULL,
	"max_marks" integer NOT NULL,
	CONSTRAINT "marking_guides_station_position_uq" UNIQUE("station_id","position")
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"filters" jsonb NOT NULL,
	"completed_filters" jsonb NOT NULL,
	"hidden_station_names" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_markings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"marked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mark" real NOT NULL,
	"global_score" integer DEFAULT 0 NOT NULL,
	"scores" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"examiner_notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "station_markings_mark_range" CHECK ("station_markings"."mark" >= 0 and "station_markings"."mark" <= 100)
);
--> statement-breakpoint
CREATE TABLE "station_progress" (
	"user_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"status" text,
	"favourited" boolean DEFAULT false NOT NULL,
	"last_mark" real,
	"average_mark" real,
	"marking_count" integer DEFAULT 0 NOT NULL,
	"latest_completion" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_progress_user_id_station_id_pk" PRIMARY KEY("user_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "station_taxons" (
	"station_id" integer NOT NULL,
	"kind" text NOT NULL,
	"taxon_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "station_taxons_station_id_kind_taxon_id_pk" PRIMARY KEY("station_id","kind","taxon_id")
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"available_to_trial" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"preview" boolean DEFAULT false NOT NULL,
	"stem" text NOT NULL,
	"stem_tasks" jsonb NOT NULL,
	"patient_script" text NOT NULL,
	"approach_guide" text NOT NULL,
	"questions" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "taxons" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "taxons_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
ALTER TABLE "marking_guides" ADD CONSTRAINT "marking_guides_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_markings" ADD CONSTRAINT "station_markings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_markings" ADD CONSTRAINT "station_markings_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_markings" ADD CONSTRAINT "station_markings_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_progress" ADD CONSTRAINT "station_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_progress" ADD CONSTRAINT "station_progress_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_taxons" ADD CONSTRAINT "station_taxons_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_markings_user_idx" ON "station_markings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "station_markings_user_station_idx" ON "station_markings" USING btree ("user_id","station_id","created_at");--> statement-breakpoint
CREATE INDEX "station_taxons_taxon_idx" ON "station_taxons" USING btree ("kind","taxon_id");