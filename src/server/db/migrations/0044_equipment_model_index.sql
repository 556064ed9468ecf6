-- A model's items in a warehouse (reservations' availability and clash checks, docs/planning.md):
-- found by brand, model and warehouse instead of scanning every item of the brand. On 100,000
-- items the month's availability of a model went from 490 ms (PGlite) and 5.7 s (PostgreSQL) to the
-- figures in docs/planning.md.
CREATE INDEX "equipment_model_idx" ON "equipment" USING btree ("brand_id", "model", "warehouse_id");
