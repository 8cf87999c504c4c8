ALTER TABLE "station_markings" ADD COLUMN "group_run_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "station_markings_user_run_uq" ON "station_markings" USING btree ("user_id","group_run_id");