ALTER TABLE "field_equipment" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "field_equipment" ADD COLUMN "return_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "field_equipment" ADD COLUMN "return_condition" text;--> statement-breakpoint
ALTER TABLE "field_equipment" ADD COLUMN "return_note" text;--> statement-breakpoint
ALTER TABLE "field_equipment" ADD COLUMN "return_signature" text;--> statement-breakpoint
ALTER TABLE "field_equipment" ADD COLUMN "return_fault_id" uuid;--> statement-breakpoint
ALTER TABLE "field_equipment" ADD CONSTRAINT "field_equipment_return_fault_id_broken_equipment_id_fk" FOREIGN KEY ("return_fault_id") REFERENCES "public"."broken_equipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_equipment_return_batch_idx" ON "field_equipment" USING btree ("return_batch_id");--> statement-breakpoint
CREATE INDEX "field_equipment_overdue_idx" ON "field_equipment" USING btree ("due_date") WHERE status = 'active' and due_date is not null;