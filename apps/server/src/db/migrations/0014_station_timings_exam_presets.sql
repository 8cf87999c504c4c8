CREATE TABLE "exam_presets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"preset" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_timings" (
	"user_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"reading" integer NOT NULL,
	"station" integer NOT NULL,
	"question" integer NOT NULL,
	"feedback" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_timings_user_id_station_id_pk" PRIMARY KEY("user_id","station_id")
);
--> statement-breakpoint
ALTER TABLE "exam_presets" ADD CONSTRAINT "exam_presets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_timings" ADD CONSTRAINT "station_timings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_timings" ADD CONSTRAINT "station_timings_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;