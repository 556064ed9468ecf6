-- Counted stock (docs/stock.md): the catalogue of items kept by quantity, each warehouse's level of
-- each item (kept by the database from the ledger), the ledger of movements (append-only: a
-- movement is undone only by another), the signed issues to workers, transfers between warehouses
-- with their in-transit state, the warehouses' negative-stock setting and the storekeeper's
-- resolutions of shortfalls left by offline issues. Five permissions.
CREATE TABLE "stock_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"barcode" text,
	"category_id" uuid REFERENCES "categories"("id") ON DELETE restrict,
	"variant" text,
	"standard" text,
	"replacement_months" integer,
	"returnable" boolean DEFAULT false NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE restrict,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_kind_values" CHECK ("kind" IN ('consumable', 'ppe', 'spare_part')),
	CONSTRAINT "stock_items_unit_values" CHECK ("unit" IN ('adet', 'çift', 'kutu', 'paket', 'metre', 'kg', 'litre')),
	CONSTRAINT "stock_items_replacement_range" CHECK ("replacement_months" IS NULL OR "replacement_months" BETWEEN 1 AND 120)
);
--> statement-breakpoint
-- Names compared as the Turkish search folds them (src/server/db/fold.ts), so 'İŞ ELDİVENİ' is 'iş eldiveni' on both databases.
CREATE UNIQUE INDEX "stock_items_name_key" ON "stock_items" USING btree (
  lower(translate("name", 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû')),
  lower(translate(coalesce("variant", ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû')));--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_barcode_key" ON "stock_items" USING btree ("barcode") WHERE "barcode" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_items_updated_idx" ON "stock_items" USING btree ("updated_at");--> statement-breakpoint
CREATE TABLE "stock_settings" (
	"warehouse_id" uuid PRIMARY KEY NOT NULL REFERENCES "warehouses"("id") ON DELETE cascade,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"warehouse_id" uuid NOT NULL REFERENCES "warehouses"("id") ON DELETE restrict,
	"item_id" uuid NOT NULL REFERENCES "stock_items"("id") ON DELETE restrict,
	"on_hand" numeric(16, 3) DEFAULT 0 NOT NULL,
	"min_qty" numeric(16, 3) DEFAULT 0 NOT NULL,
	"reorder_qty" numeric(16, 3) DEFAULT 0 NOT NULL,
	"avg_cost" numeric(16, 4) DEFAULT 0 NOT NULL,
	"low_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_pk" PRIMARY KEY("warehouse_id", "item_id"),
	CONSTRAINT "stock_levels_limits" CHECK ("min_qty" >= 0 AND "reorder_qty" >= 0 AND "avg_cost" >= 0)
);
--> statement-breakpoint
CREATE INDEX "stock_levels_item_idx" ON "stock_levels" USING btree ("item_id");--> statement-breakpoint
CREATE TABLE "stock_issues" (
	"id" uuid PRIMARY KEY NOT NULL,
	"warehouse_id" uuid NOT NULL REFERENCES "warehouses"("id") ON DELETE restrict,
	"worker_id" uuid NOT NULL REFERENCES "workers"("id") ON DELETE restrict,
	"signature" text NOT NULL,
	"issuer_signature" text,
	"issued_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"offline" boolean DEFAULT false NOT NULL,
	"ppe_briefed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_issues_worker_idx" ON "stock_issues" USING btree ("worker_id", "created_at");--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_warehouse_id" uuid NOT NULL REFERENCES "warehouses"("id") ON DELETE restrict,
	"to_warehouse_id" uuid NOT NULL REFERENCES "warehouses"("id") ON DELETE restrict,
	"status" text DEFAULT 'in_transit' NOT NULL,
	"note" text,
	"created_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid REFERENCES "users"("id") ON DELETE restrict,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stock_transfers_status_values" CHECK ("status" IN ('in_transit', 'received', 'cancelled')),
	CONSTRAINT "stock_transfers_two_warehouses" CHECK ("from_warehouse_id" <> "to_warehouse_id")
);
--> statement-breakpoint
CREATE INDEX "stock_transfers_from_idx" ON "stock_transfers" USING btree ("from_warehouse_id", "status");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_idx" ON "stock_transfers" USING btree ("to_warehouse_id", "status");--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL REFERENCES "stock_items"("id") ON DELETE restrict,
	"warehouse_id" uuid NOT NULL REFERENCES "warehouses"("id") ON DELETE restrict,
	"quantity" numeric(16, 3) NOT NULL,
	"delta" numeric(16, 3) NOT NULL,
	"balance_after" numeric(16, 3) NOT NULL DEFAULT 0,
	"unit_cost" numeric(16, 4),
	"unit_price" numeric(16, 4),
	"supplier" text,
	"invoice_no" text,
	"reason" text,
	"note" text,
	"worker_id" uuid REFERENCES "workers"("id") ON DELETE restrict,
	"issue_id" uuid REFERENCES "stock_issues"("id") ON DELETE restrict,
	"transfer_id" uuid REFERENCES "stock_transfers"("id") ON DELETE restrict,
	"reverses_id" uuid REFERENCES "stock_movements"("id") ON DELETE restrict,
	"offline" boolean DEFAULT false NOT NULL,
	"shortfall" numeric(16, 3) DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_values" CHECK ("kind" IN ('receipt', 'issue', 'return', 'return_scrapped', 'transfer_out', 'transfer_in', 'count_correction', 'loss', 'reversal')),
	CONSTRAINT "stock_movements_quantity_positive" CHECK ("quantity" > 0),
	CONSTRAINT "stock_movements_delta_sign" CHECK (CASE
		WHEN "kind" IN ('receipt', 'return', 'transfer_in') THEN "delta" = "quantity"
		WHEN "kind" IN ('issue', 'transfer_out', 'loss') THEN "delta" = -"quantity"
		WHEN "kind" = 'return_scrapped' THEN "delta" = 0
		ELSE abs("delta") = "quantity" END)
);
--> statement-breakpoint
CREATE INDEX "stock_movements_level_idx" ON "stock_movements" USING btree ("warehouse_id", "item_id", "created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_worker_idx" ON "stock_movements" USING btree ("worker_id", "created_at") WHERE "worker_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_movements_issue_idx" ON "stock_movements" USING btree ("issue_id") WHERE "issue_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_movements_transfer_idx" ON "stock_movements" USING btree ("transfer_id") WHERE "transfer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_reversed_once" ON "stock_movements" USING btree ("reverses_id") WHERE "reverses_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_movements_shortfall_idx" ON "stock_movements" USING btree ("warehouse_id", "created_at") WHERE "shortfall" > 0;--> statement-breakpoint
CREATE TABLE "stock_shortfall_resolutions" (
	"movement_id" uuid PRIMARY KEY NOT NULL REFERENCES "stock_movements"("id") ON DELETE restrict,
	"note" text NOT NULL,
	"resolved_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every movement moves its level in the same transaction, under the level row's lock, so the level
-- is always the ledger's sum whatever runs at once. The movement records the balance it left, the
-- cost it moved at (moving average per warehouse: a receipt or a transfer received at its own cost
-- averages in) and, for an issue signed offline that found too little, the shortfall it made.
-- Online, a movement that would take the level below zero is refused unless the warehouse allows it.
CREATE FUNCTION "stock_movement_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lvl "stock_levels"%ROWTYPE;
  allowed boolean;
  new_avg numeric;
BEGIN
  INSERT INTO "stock_levels" ("warehouse_id", "item_id") VALUES (NEW."warehouse_id", NEW."item_id") ON CONFLICT DO NOTHING;
  SELECT * INTO lvl FROM "stock_levels" WHERE "warehouse_id" = NEW."warehouse_id" AND "item_id" = NEW."item_id" FOR UPDATE;
  new_avg := lvl."avg_cost";
  IF NEW."kind" IN ('receipt', 'transfer_in') AND NEW."unit_cost" IS NOT NULL THEN
    IF lvl."on_hand" <= 0 THEN
      new_avg := NEW."unit_cost";
    ELSE
      new_avg := round((lvl."on_hand" * lvl."avg_cost" + NEW."delta" * NEW."unit_cost") / (lvl."on_hand" + NEW."delta"), 4);
    END IF;
  ELSIF NEW."unit_cost" IS NULL THEN
    NEW."unit_cost" := lvl."avg_cost";
  END IF;
  NEW."balance_after" := lvl."on_hand" + NEW."delta";
  NEW."shortfall" := 0;
  IF NEW."delta" < 0 AND NEW."balance_after" < 0 THEN
    IF NEW."offline" THEN
      NEW."shortfall" := least(-NEW."balance_after", -NEW."delta");
    ELSE
      SELECT s."allow_negative" INTO allowed FROM "stock_settings" s WHERE s."warehouse_id" = NEW."warehouse_id";
      IF NOT coalesce(allowed, false) THEN
        RAISE EXCEPTION 'stock level below zero' USING ERRCODE = '23514', CONSTRAINT = 'stock_levels_on_hand_non_negative';
      END IF;
    END IF;
  END IF;
  UPDATE "stock_levels" SET "on_hand" = NEW."balance_after", "avg_cost" = new_avg, "updated_at" = now()
    WHERE "warehouse_id" = NEW."warehouse_id" AND "item_id" = NEW."item_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_movement_apply_on_insert" BEFORE INSERT ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION stock_movement_apply();--> statement-breakpoint
CREATE FUNCTION "stock_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_movements is append-only' USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_movements_no_update_delete" BEFORE UPDATE OR DELETE ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION stock_movements_append_only();--> statement-breakpoint
CREATE TRIGGER "stock_movements_no_truncate" BEFORE TRUNCATE ON "stock_movements" FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_append_only();--> statement-breakpoint
INSERT INTO "permissions" ("name", "category", "description") VALUES
  ('view_stock', 'Stok ve KKD', 'Stok ve KKD listelerini görüntüleme'),
  ('manage_stock_items', 'Stok ve KKD', 'Stok kartı oluşturma, düzenleme ve minimum seviyeleri belirleme'),
  ('receive_stock', 'Stok ve KKD', 'Stok girişi yapma'),
  ('issue_stock', 'Stok ve KKD', 'İşçiye stok ve KKD teslim etme ve iade alma'),
  ('adjust_stock', 'Stok ve KKD', 'Sayım düzeltmesi, fire/kayıp, stok transferi ve stok açıklarını giderme')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- Roles that held every permission keep doing so (the administrator's role is also kept whole at every start).
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r, "permissions" p
WHERE p."name" IN ('view_stock', 'manage_stock_items', 'receive_stock', 'issue_stock', 'adjust_stock')
  AND EXISTS (SELECT 1 FROM "role_permissions" rp WHERE rp."role_id" = r."id")
  AND NOT EXISTS (
    SELECT 1 FROM "permissions" o
    WHERE o."name" NOT IN ('view_stock', 'manage_stock_items', 'receive_stock', 'issue_stock', 'adjust_stock')
      AND NOT EXISTS (SELECT 1 FROM "role_permissions" rp WHERE rp."role_id" = r."id" AND rp."permission_id" = o."id")
  )
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A stock or PPE issue is numbered in its own series: KKD-2026-000123 (docs/stock.md).
CREATE OR REPLACE FUNCTION "document_prefix"(p_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_kind WHEN 'handover' THEN 'TES' WHEN 'return' THEN 'İAD' WHEN 'transfer' THEN 'TRF'
    WHEN 'fault' THEN 'ARZ' WHEN 'count' THEN 'SAY' WHEN 'clearance' THEN 'İLK' WHEN 'stock_issue' THEN 'KKD' END
$$;
