-- The count of a searched hand-over list (src/server/db/search-sql.ts, `searchCountSql`): the
-- hand-overs of the matching items and of the matching workers, found in these indexes alone (an
-- index-only scan: the id and every column the list's filters and scopes read are in the index),
-- so the first search of a data version no longer reads the 300k-row history table (1.1–1.4 s
-- before, the matches' heap pages ~0.9 s with bitmap probes). The plain (equipment_id) and
-- (worker_id) indexes stay for the rest.
CREATE INDEX IF NOT EXISTS "field_equipment_equipment_cover_idx" ON "field_equipment" USING btree ("equipment_id") INCLUDE ("id", "status", "warehouse_id", "due_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "field_equipment_worker_cover_idx" ON "field_equipment" USING btree ("worker_id") INCLUDE ("id", "status", "warehouse_id", "due_date");
