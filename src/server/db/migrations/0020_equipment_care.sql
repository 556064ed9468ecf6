-- Equipment care (docs/equipment-care.md): the checks a category requires (periodic inspection,
-- calibration) with their interval, each item's recorded checks with the certificate file in parts
-- (like repair invoices), and on the item the state of every required check (`check_due`), which
-- the device mirrors so that a hand-over is refused offline exactly as the server refuses it.
CREATE TABLE "category_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"interval_months" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_checks_interval_range" CHECK ("interval_months" BETWEEN 1 AND 120)
);
--> statement-breakpoint
ALTER TABLE "category_checks" ADD CONSTRAINT "category_checks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_checks_name_key" ON "category_checks" USING btree ("category_id", lower("name"));--> statement-breakpoint
CREATE INDEX "category_checks_updated_idx" ON "category_checks" USING btree ("updated_at");--> statement-breakpoint
CREATE TABLE "equipment_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"equipment_id" uuid NOT NULL,
	"check_id" uuid,
	"check_name" text NOT NULL,
	"checked_on" date NOT NULL,
	"performed_by" text NOT NULL,
	"result" text NOT NULL,
	"certificate_no" text,
	"next_due_on" date,
	"certificate_filename" text,
	"certificate_type" text,
	"certificate_size" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_checks_result_values" CHECK ("result" IN ('passed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "equipment_checks" ADD CONSTRAINT "equipment_checks_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_checks" ADD CONSTRAINT "equipment_checks_check_id_category_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."category_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_checks" ADD CONSTRAINT "equipment_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_checks_equipment_idx" ON "equipment_checks" USING btree ("equipment_id", "check_id", "checked_on");--> statement-breakpoint
CREATE TABLE "equipment_check_certificate_parts" (
	"check_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "equipment_check_certificate_parts_check_id_seq_pk" PRIMARY KEY("check_id","seq")
);
--> statement-breakpoint
ALTER TABLE "equipment_check_certificate_parts" ADD CONSTRAINT "equipment_check_certificate_parts_check_id_equipment_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."equipment_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_check_certificate_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "check_due" jsonb;--> statement-breakpoint
ALTER TABLE "field_equipment" ADD COLUMN "check_override_reason" text;--> statement-breakpoint
-- The state of each check the item's category requires, worst first: never recorded (due_on null,
-- checked_on null), failed (due_on null), then by due day. Null when the category requires none.
CREATE FUNCTION "equipment_check_due"(item uuid, category uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  select jsonb_agg(jsonb_build_object('name', cc.name, 'due_on', last.next_due_on, 'checked_on', last.checked_on, 'failed', coalesce(last.result = 'failed', false))
                   order by last.checked_on is not null, last.next_due_on is not null, last.next_due_on, cc.name)
  from category_checks cc
  left join lateral (
    select ec.next_due_on, ec.checked_on, ec.result from equipment_checks ec
    where ec.equipment_id = item and ec.check_id = cc.id
    order by ec.checked_on desc, ec.created_at desc limit 1) last on true
  where cc.category_id = category
$$;--> statement-breakpoint
-- A new item, or one moved to another category, takes the new category's checks at once.
CREATE FUNCTION "equipment_check_due_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    NEW.check_due := equipment_check_due(NEW.id, NEW.category_id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "equipment_check_due_on_write" BEFORE INSERT OR UPDATE OF "category_id" ON "equipment" FOR EACH ROW EXECUTE FUNCTION equipment_check_due_trigger();
