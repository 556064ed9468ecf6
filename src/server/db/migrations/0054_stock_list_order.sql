-- Counted stock, issue 44 (docs/stock.md). First, the 'Stok' list paged by the server ("The list"):
-- its search reads a stored folded key of name, variant, barcode and standard (`searchKeySql` of
-- src/server/db/fold.ts, as migration 0012's keys), and its Turkish order is kept as keys. Neither
-- PGlite nor a C-locale PostgreSQL has a Turkish collation (docs/decisions/0004), so each item keeps
-- its name and variant as keys in byte order, made by the database on every write: the order of
-- `Intl.Collator('tr', { sensitivity: 'base', numeric: true })` (src/shared/collation.ts) for names:
-- case and the circumflex dropped, 'I' (and 'Î') read as 'ı', each Turkish letter right after its
-- Latin neighbour ('ç' → 'c{': after every 'c…', before 'd'; 'ı' → 'h{': before 'i'), and each run of
-- digits padded to nine so numbers compare by value ('Çizme 9' before 'Çizme 10'). Computed once per
-- write, not once per row of every page (5,000 keys per page cost PGlite most of the page's time).
CREATE FUNCTION "turkish_order_key"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT regexp_replace(regexp_replace(
		replace(replace(replace(replace(replace(replace(
			lower(translate(coalesce(t, ''), 'İIÇŞĞÜÖÂÎÛâîû' || chr(775), 'iıçşğüöaıuaiu')),
			'ç', 'c{'), 'ğ', 'g{'), 'ı', 'h{'), 'ö', 'o{'), 'ş', 's{'), 'ü', 'u{'),
		'([0-9]+)', '00000000\1', 'g'), '0*([0-9]{9})', '\1', 'g')
$$;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "name_order" text COLLATE "C" GENERATED ALWAYS AS ("turkish_order_key"("name")) STORED;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "variant_order" text COLLATE "C" GENERATED ALWAYS AS ("turkish_order_key"("variant")) STORED;--> statement-breakpoint
CREATE INDEX "stock_items_order_idx" ON "stock_items" ("name_order", "variant_order", "id");--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(translate(coalesce("name", ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû')) || chr(1) || lower(translate(coalesce("variant", ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû')) || chr(1) || lower(translate(coalesce("barcode", ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû')) || chr(1) || lower(translate(coalesce("standard", ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû'))) STORED;--> statement-breakpoint
-- A count's numbers no longer keep the movement their settling wrote: each settling of an item is a row
-- of stocktake_stock_settlements (migration 0052) with its movement, and the count's line names the
-- last of them (listStockCounts). The column was written and never read.
ALTER TABLE "stocktake_stock_counts" DROP COLUMN "movement_id";
