-- A request may name a kit (docs/planning.md "Requests", issue 46 point 3: 'items, kits or
-- quantities'): approving the line reserves the kit (its members as item lines). The kit's label
-- ('Nivo Seti (SET-00003)') is kept with the line, so a kit deleted later still reads as asked.
ALTER TABLE "request_lines" ADD COLUMN "kit_id" uuid REFERENCES "kits"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "request_lines" ADD COLUMN "kit_label" text;--> statement-breakpoint
ALTER TABLE "request_lines" DROP CONSTRAINT "request_lines_kind";--> statement-breakpoint
ALTER TABLE "request_lines" ADD CONSTRAINT "request_lines_kind" CHECK (
	("equipment_id" IS NOT NULL AND "brand_id" IS NULL AND "model" IS NULL AND "stock_item_id" IS NULL AND "kit_label" IS NULL AND "quantity" = 1)
	OR ("equipment_id" IS NULL AND "brand_id" IS NOT NULL AND "model" IS NOT NULL AND "stock_item_id" IS NULL AND "kit_label" IS NULL AND "quantity" BETWEEN 1 AND 500 AND "quantity" = trunc("quantity"))
	OR ("equipment_id" IS NULL AND "brand_id" IS NULL AND "model" IS NULL AND "stock_item_id" IS NOT NULL AND "kit_label" IS NULL AND "quantity" > 0)
	OR ("equipment_id" IS NULL AND "brand_id" IS NULL AND "model" IS NULL AND "stock_item_id" IS NULL AND "kit_label" IS NOT NULL AND "quantity" = 1));--> statement-breakpoint
ALTER TABLE "request_lines" ADD CONSTRAINT "request_lines_kit_label" CHECK ("kit_id" IS NULL OR "kit_label" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "request_lines_kit_idx" ON "request_lines" USING btree ("kit_id");
--> statement-breakpoint
-- The pick list's late reservations (docs/planning.md "Figures"): those picked up are found by this
-- index, the others by the days' index (a start within the lapse days), instead of reading every
-- reservation started before today.
CREATE INDEX "reservations_picked_up_active_idx" ON "reservations" USING btree ("start_day") WHERE "status" = 'active' AND "picked_up_at" IS NOT NULL;
