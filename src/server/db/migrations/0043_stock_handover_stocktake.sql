-- Counted stock in the serial hand-over and in the stocktake (docs/stock.md, issue 44 points 3 and 7).
-- A stock issue signed together with a hand-over names the hand-over's batch (its lines print on the
-- TES- paper); nullable with no default, so adding it rewrites no row.
ALTER TABLE "stock_issues" ADD COLUMN "handover_batch_id" uuid;
--> statement-breakpoint
CREATE INDEX "stock_issues_handover_batch_idx" ON "stock_issues" USING btree ("handover_batch_id") WHERE "handover_batch_id" IS NOT NULL;
--> statement-breakpoint
-- A count's stock lines: per item the quantity counted and what the books said when it was counted;
-- settling writes the difference as one count-correction movement (movement_id), once.
CREATE TABLE "stocktake_stock_counts" (
	"session_id" uuid NOT NULL REFERENCES "stocktake_sessions"("id") ON DELETE restrict,
	"item_id" uuid NOT NULL REFERENCES "stock_items"("id") ON DELETE restrict,
	"counted" numeric(16, 3) NOT NULL CHECK ("counted" >= 0),
	"expected" numeric(16, 3) NOT NULL,
	"counted_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"movement_id" uuid REFERENCES "stock_movements"("id") ON DELETE restrict,
	"settled_by" uuid REFERENCES "users"("id") ON DELETE restrict,
	"settled_at" timestamp with time zone,
	PRIMARY KEY ("session_id", "item_id")
);
