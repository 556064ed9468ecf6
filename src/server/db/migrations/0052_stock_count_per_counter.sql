-- A count's stock lines per counter, late lines kept, and each settling of an item recorded
-- (docs/stock.md "In the stocktake"): two people counting two shelves of one item each keep their own
-- number (the item's figure is their sum); a number that reaches the server after the close is stored
-- as late; an item settled, then given a late number, is settled again by a further correction.
ALTER TABLE "stocktake_stock_counts" DROP CONSTRAINT "stocktake_stock_counts_pkey";--> statement-breakpoint
ALTER TABLE "stocktake_stock_counts" ADD CONSTRAINT "stocktake_stock_counts_pkey" PRIMARY KEY ("session_id", "item_id", "counted_by");--> statement-breakpoint
ALTER TABLE "stocktake_stock_counts" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "stocktake_stock_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL REFERENCES "stocktake_sessions"("id") ON DELETE restrict,
	"item_id" uuid NOT NULL REFERENCES "stock_items"("id") ON DELETE restrict,
	"delta" numeric(16, 3) NOT NULL,
	"movement_id" uuid REFERENCES "stock_movements"("id") ON DELETE restrict,
	"settled_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "stocktake_stock_settlements_item_idx" ON "stocktake_stock_settlements" ("session_id", "item_id");--> statement-breakpoint
INSERT INTO "stocktake_stock_settlements" ("session_id", "item_id", "delta", "movement_id", "settled_by", "settled_at")
	SELECT c."session_id", c."item_id", coalesce(m."delta", 0), c."movement_id", c."settled_by", c."settled_at"
	FROM "stocktake_stock_counts" c LEFT JOIN "stock_movements" m ON m."id" = c."movement_id"
	WHERE c."settled_at" IS NOT NULL AND c."settled_by" IS NOT NULL;
