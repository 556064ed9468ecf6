-- Low-stock recipients chosen per warehouse (docs/stock.md, issue 44 point 6): the users told when
-- an item of the warehouse falls to its minimum, and given its low items in their daily digest.
-- No row for a warehouse: its users holding view_stock are told, as before.
CREATE TABLE "stock_low_recipients" (
	"warehouse_id" uuid NOT NULL REFERENCES "warehouses"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_low_recipients_pk" PRIMARY KEY("warehouse_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "stock_low_recipients_user_idx" ON "stock_low_recipients" USING btree ("user_id");
