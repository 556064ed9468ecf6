-- A paged history's counts are kept per version of the tables it reads, and the version is each
-- table's newest `updated_at` (src/server/http/paging.ts). Faults and transfers had no index on it:
-- every page of either list read all 50k rows to find the newest (20 ms on PostgreSQL, more on
-- PGlite), and so did the mirror's `?since=` deltas of both. Every other listed table has one.
CREATE INDEX IF NOT EXISTS "broken_equipment_updated_idx" ON "broken_equipment" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transfers_updated_idx" ON "transfers" USING btree ("updated_at");
