-- An item's value (docs/equipment-care.md "Value and warranty", issue 45 point 2): purchase day,
-- price (numeric, never a float), supplier, invoice number and warranty end. Nullable columns with no
-- default: adding them rewrites no row. They stay out of the list's and the mirror's rows.
ALTER TABLE "equipment" ADD COLUMN "purchase_date" date;
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "purchase_price" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "supplier" text;
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "invoice_number" text;
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "warranty_until" date;
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_purchase_price_positive" CHECK ("purchase_price" IS NULL OR "purchase_price" > 0);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_warranty_after_purchase" CHECK ("warranty_until" IS NULL OR "purchase_date" IS NULL OR "warranty_until" >= "purchase_date");
