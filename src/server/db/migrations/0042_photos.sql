-- Photos (docs/equipment-care.md "Photos", issue 45 point 1): of an item, of a return's or a
-- hand-over's condition, of a fault's damage. Reduced on the device (≤ 300 KB, longest side ≤ 1600
-- px, re-encoded without EXIF) and checked again by the server; the bytes are kept in 256 KB parts
-- like a check's certificate, never in a list answer. A damaged return's photos name both the
-- hand-over and the fault report the return opened.
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"equipment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"field_equipment_id" uuid,
	"fault_id" uuid,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_kind_values" CHECK ("kind" IN ('item', 'handover', 'return', 'fault')),
	CONSTRAINT "photos_record_named" CHECK (
		("kind" = 'item' AND "field_equipment_id" IS NULL AND "fault_id" IS NULL)
		OR ("kind" IN ('handover', 'return') AND "field_equipment_id" IS NOT NULL)
		OR ("kind" = 'fault' AND "fault_id" IS NOT NULL AND "field_equipment_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_field_equipment_id_field_equipment_id_fk" FOREIGN KEY ("field_equipment_id") REFERENCES "public"."field_equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_fault_id_broken_equipment_id_fk" FOREIGN KEY ("fault_id") REFERENCES "public"."broken_equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_equipment_idx" ON "photos" USING btree ("equipment_id", "kind");--> statement-breakpoint
CREATE INDEX "photos_field_equipment_idx" ON "photos" USING btree ("field_equipment_id") WHERE "field_equipment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_fault_idx" ON "photos" USING btree ("fault_id") WHERE "fault_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "photo_parts" (
	"photo_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "photo_parts_photo_id_seq_pk" PRIMARY KEY("photo_id","seq")
);
--> statement-breakpoint
ALTER TABLE "photo_parts" ADD CONSTRAINT "photo_parts_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
