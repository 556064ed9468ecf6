-- Kits ('Setler', docs/planning.md "Kits", issue 46 point 1): a named, fixed set of specific items of
-- one warehouse, and optionally stock lines ('2 × Pil'), with its own barcode code. Members stay
-- items of their own; an item belongs to at most one kit. Adding and removing members is audited.
CREATE SEQUENCE "kit_code_seq";--> statement-breakpoint
CREATE TABLE "kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL REFERENCES "warehouses"("id") ON DELETE restrict,
	"code" text DEFAULT ('SET-' || lpad(nextval('kit_code_seq')::text, 5, '0')) NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"created_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kits_code_unique" UNIQUE ("code"),
	CONSTRAINT "kits_name_length" CHECK (char_length("name") BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE INDEX "kits_warehouse_idx" ON "kits" USING btree ("warehouse_id");--> statement-breakpoint
CREATE TABLE "kit_members" (
	"kit_id" uuid NOT NULL REFERENCES "kits"("id") ON DELETE cascade,
	"equipment_id" uuid NOT NULL REFERENCES "equipment"("id") ON DELETE cascade,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_members_pk" PRIMARY KEY ("kit_id", "equipment_id"),
	CONSTRAINT "kit_members_one_kit" UNIQUE ("equipment_id")
);
--> statement-breakpoint
CREATE TABLE "kit_stock_lines" (
	"kit_id" uuid NOT NULL REFERENCES "kits"("id") ON DELETE cascade,
	"stock_item_id" uuid NOT NULL REFERENCES "stock_items"("id") ON DELETE restrict,
	"quantity" integer NOT NULL,
	CONSTRAINT "kit_stock_lines_pk" PRIMARY KEY ("kit_id", "stock_item_id"),
	CONSTRAINT "kit_stock_lines_quantity" CHECK ("quantity" BETWEEN 1 AND 10000)
);
