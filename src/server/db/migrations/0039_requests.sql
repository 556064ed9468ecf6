-- Requests from the field (Talep, docs/planning.md "Requests", issue 46 point 3): a user asks a
-- warehouse for specific items, a number of a model or stock quantities for a site and a half-open
-- range of Istanbul days; the warehouse approves (all or part: a reservation is made) or refuses
-- with a reason. The id may come from the device (an offline request is sent once, by its id too).
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL REFERENCES "warehouses"("id") ON DELETE restrict,
	"requested_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"worker_id" uuid REFERENCES "workers"("id") ON DELETE restrict,
	"site" text NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid REFERENCES "users"("id") ON DELETE restrict,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_range" CHECK ("end_day" > "start_day"),
	CONSTRAINT "requests_status_values" CHECK ("status" IN ('open', 'approved', 'partly_approved', 'refused', 'cancelled')),
	CONSTRAINT "requests_refusal_reason" CHECK ("status" <> 'refused' OR "decision_note" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "requests_warehouse_status_idx" ON "requests" USING btree ("warehouse_id", "status", "created_at");--> statement-breakpoint
CREATE INDEX "requests_requested_by_idx" ON "requests" USING btree ("requested_by", "created_at");--> statement-breakpoint
CREATE TABLE "request_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL REFERENCES "requests"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"equipment_id" uuid REFERENCES "equipment"("id") ON DELETE restrict,
	"brand_id" uuid REFERENCES "brands"("id") ON DELETE restrict,
	"model" text,
	"stock_item_id" uuid REFERENCES "stock_items"("id") ON DELETE restrict,
	"quantity" numeric(16, 3) NOT NULL,
	"approved" numeric(16, 3),
	CONSTRAINT "request_lines_kind" CHECK (
		("equipment_id" IS NOT NULL AND "brand_id" IS NULL AND "model" IS NULL AND "stock_item_id" IS NULL AND "quantity" = 1)
		OR ("equipment_id" IS NULL AND "brand_id" IS NOT NULL AND "model" IS NOT NULL AND "stock_item_id" IS NULL AND "quantity" BETWEEN 1 AND 500 AND "quantity" = trunc("quantity"))
		OR ("equipment_id" IS NULL AND "brand_id" IS NULL AND "model" IS NULL AND "stock_item_id" IS NOT NULL AND "quantity" > 0)),
	CONSTRAINT "request_lines_approved" CHECK ("approved" IS NULL OR ("approved" >= 0 AND "approved" <= "quantity"))
);
--> statement-breakpoint
CREATE INDEX "request_lines_request_idx" ON "request_lines" USING btree ("request_id", "position");--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "request_id" uuid REFERENCES "requests"("id") ON DELETE restrict;--> statement-breakpoint
CREATE INDEX "reservations_request_idx" ON "reservations" USING btree ("request_id") WHERE "request_id" IS NOT NULL;
