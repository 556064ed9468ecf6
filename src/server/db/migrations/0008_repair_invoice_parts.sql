CREATE TABLE "repair_invoice_parts" (
	"report_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "repair_invoice_parts_report_id_seq_pk" PRIMARY KEY("report_id","seq")
);
--> statement-breakpoint
ALTER TABLE "repair_invoice_parts" ADD CONSTRAINT "repair_invoice_parts_report_id_broken_equipment_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."broken_equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_invoice_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
INSERT INTO "repair_invoice_parts" ("report_id", "seq", "data") SELECT "id", 0, convert_to("repair_invoice", 'UTF8') FROM "broken_equipment" WHERE "repair_invoice" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "broken_equipment" DROP COLUMN "repair_invoice";