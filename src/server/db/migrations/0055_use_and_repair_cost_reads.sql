-- 'Raporlar' (docs/reports.md). The use report sums each item's days over every hand-over that
-- touches the period: with the dates and the warehouse beside the item in this index, the sum reads
-- the index alone, in the item's order (an index-only scan, no sort), not the 480 MB history table
-- with its signatures (read from disk and sorted on disk on the large data).
CREATE INDEX IF NOT EXISTS "field_equipment_use_idx" ON "field_equipment" USING btree ("equipment_id") INCLUDE ("issued_at", "returned_at", "warehouse_id");--> statement-breakpoint
-- The repair costs (the report and the dashboard's chart) are dated by this expression: without
-- statistics on it the planner guessed 208 of 41k fault reports in a year and probed the items one
-- by one (41k index probes) instead of joining them at once.
CREATE STATISTICS IF NOT EXISTS "broken_equipment_repair_cost_at_stats" ON (coalesce("resolved_at", "repair_cost_updated_at", "created_at")) FROM "broken_equipment";--> statement-breakpoint
ANALYZE "broken_equipment";
