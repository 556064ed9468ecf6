-- Reservations (docs/planning.md, issue 46 points 2 and 4): specific items or a number of a model
-- (brand + model) promised to a worker for a site and a half-open range of Istanbul days
-- [start_day, end_day). Clashes are checked by the application under a lock of the warehouse's row
-- (reservations.service.ts); 'lapsed' is read, never stored. Two permissions.
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL REFERENCES "warehouses"("id") ON DELETE restrict,
	"worker_id" uuid NOT NULL REFERENCES "workers"("id") ON DELETE restrict,
	"site" text NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"picked_up_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"cancelled_by" uuid REFERENCES "users"("id") ON DELETE restrict,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_range" CHECK ("end_day" > "start_day"),
	CONSTRAINT "reservations_status_values" CHECK ("status" IN ('active', 'fulfilled', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "reservations_warehouse_days_idx" ON "reservations" USING btree ("warehouse_id", "start_day");--> statement-breakpoint
CREATE INDEX "reservations_worker_idx" ON "reservations" USING btree ("worker_id");--> statement-breakpoint
CREATE TABLE "reservation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL REFERENCES "reservations"("id") ON DELETE cascade,
	"equipment_id" uuid REFERENCES "equipment"("id") ON DELETE restrict,
	"brand_id" uuid REFERENCES "brands"("id") ON DELETE restrict,
	"model" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"handed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_lines_kind" CHECK (
		("equipment_id" IS NOT NULL AND "brand_id" IS NULL AND "model" IS NULL AND "quantity" = 1)
		OR ("equipment_id" IS NULL AND "brand_id" IS NOT NULL AND "model" IS NOT NULL AND "quantity" BETWEEN 1 AND 500)),
	CONSTRAINT "reservation_lines_handed" CHECK ("handed" BETWEEN 0 AND "quantity")
);
--> statement-breakpoint
CREATE INDEX "reservation_lines_reservation_idx" ON "reservation_lines" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_lines_equipment_idx" ON "reservation_lines" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "reservation_lines_model_idx" ON "reservation_lines" USING btree ("brand_id", "model");--> statement-breakpoint
CREATE TABLE "reservation_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"lapse_days" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_settings_one_row" CHECK ("id"),
	CONSTRAINT "reservation_settings_lapse_range" CHECK ("lapse_days" BETWEEN 1 AND 30)
);
--> statement-breakpoint
INSERT INTO "reservation_settings" ("id", "lapse_days") VALUES (true, 1);
