CREATE TABLE "circuit_markings" (
	"circuit_id" integer NOT NULL,
	"position" integer NOT NULL,
	"marking_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circuit_markings_marking_uq" UNIQUE("marking_id")
);
--> statement-breakpoint
ALTER TABLE "circuit_markings" ADD CONSTRAINT "circuit_markings_circuit_id_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."circuits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuit_markings" ADD CONSTRAINT "circuit_markings_marking_id_station_markings_id_fk" FOREIGN KEY ("marking_id") REFERENCES "public"."station_markings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circuit_markings_circuit_idx" ON "circuit_markings" USING btree ("circuit_id","position","created_at");