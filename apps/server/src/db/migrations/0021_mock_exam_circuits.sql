CREATE TABLE "circuit_stations" (
	"circuit_id" integer NOT NULL,
	"position" integer NOT NULL,
	"station_id" integer,
	"rest" boolean DEFAULT false NOT NULL,
	CONSTRAINT "circuit_stations_position_uq" UNIQUE("circuit_id","position")
);
--> statement-breakpoint
CREATE TABLE "circuits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"preset" text,
	"timing" jsonb NOT NULL,
	"pass_rule" jsonb NOT NULL,
	"station_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_pass_marks" (
	"station_id" integer PRIMARY KEY NOT NULL,
	"pass_mark" numeric(4, 1) NOT NULL,
	"attempts" integer NOT NULL,
	"method" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circuit_stations" ADD CONSTRAINT "circuit_stations_circuit_id_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."circuits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuit_stations" ADD CONSTRAINT "circuit_stations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits" ADD CONSTRAINT "circuits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits" ADD CONSTRAINT "circuits_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_pass_marks" ADD CONSTRAINT "station_pass_marks_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuits_user_created_idx" ON "circuits" USING btree ("user_id","created_at");