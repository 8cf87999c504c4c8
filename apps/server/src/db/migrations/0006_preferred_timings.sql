CREATE TABLE "preferred_timings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reading" integer NOT NULL,
	"station" integer NOT NULL,
	"question" integer NOT NULL,
	"feedback" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preferred_timings" ADD CONSTRAINT "preferred_timings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;