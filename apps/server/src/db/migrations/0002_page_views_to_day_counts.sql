-- Views recorded one row each until now become counts per page and day (UTC), then the log goes.
INSERT INTO "page_view_days" ("page_id", "day", "views")
SELECT v."page_id", (v."viewed_at" AT TIME ZONE 'UTC')::date, count(*)
FROM "page_views" v JOIN "pages" p ON p."id" = v."page_id"
GROUP BY 1, 2
ON CONFLICT ("page_id", "day") DO UPDATE SET "views" = "page_view_days"."views" + excluded."views";--> statement-breakpoint
DROP TABLE "page_views" CASCADE;
