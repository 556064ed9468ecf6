-- A reservation may name a kit (docs/planning.md "Kits in a reservation", issue 46 points 1–2): the kit's
-- members are reserved as item lines, each remembering the kit it came with. A kit deleted later
-- leaves the lines as plain item lines.
ALTER TABLE "reservation_lines" ADD COLUMN "kit_id" uuid REFERENCES "kits"("id") ON DELETE set null;--> statement-breakpoint
CREATE INDEX "reservation_lines_kit_idx" ON "reservation_lines" USING btree ("kit_id");
