CREATE TABLE "stocktake_items" (
	"session_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"serial_number" text NOT NULL,
	"model" text NOT NULL,
	"brand_name" text NOT NULL,
	"category_name" text,
	"status" text NOT NULL,
	"holder" text,
	CONSTRAINT "stocktake_items_session_id_equipment_id_pk" PRIMARY KEY("session_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "stocktake_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"source" text NOT NULL,
	"counted_by" uuid NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stocktake_results" (
	"session_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"outcome" text NOT NULL,
	"equipment_id" uuid,
	"model" text,
	"brand_name" text,
	"category_name" text,
	"status" text,
	"warehouse_id" uuid,
	"warehouse_name" text,
	"holder" text,
	"read_count" integer DEFAULT 0 NOT NULL,
	"first_counted_at" timestamp with time zone,
	"counted_by_name" text,
	CONSTRAINT "stocktake_results_session_id_serial_number_pk" PRIMARY KEY("session_id","serial_number")
);
--> statement-breakpoint
CREATE TABLE "stocktake_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"warehouse_name" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"started_by" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"counters" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stocktake_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"transfer_id" uuid,
	"fault_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stocktake_items" ADD CONSTRAINT "stocktake_items_session_id_stocktake_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."stocktake_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_reads" ADD CONSTRAINT "stocktake_reads_session_id_stocktake_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."stocktake_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_reads" ADD CONSTRAINT "stocktake_reads_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_results" ADD CONSTRAINT "stocktake_results_session_id_stocktake_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."stocktake_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_sessions" ADD CONSTRAINT "stocktake_sessions_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_sessions" ADD CONSTRAINT "stocktake_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_sessions" ADD CONSTRAINT "stocktake_sessions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_settlements" ADD CONSTRAINT "stocktake_settlements_session_id_stocktake_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."stocktake_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_settlements" ADD CONSTRAINT "stocktake_settlements_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_settlements" ADD CONSTRAINT "stocktake_settlements_fault_id_broken_equipment_id_fk" FOREIGN KEY ("fault_id") REFERENCES "public"."broken_equipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_settlements" ADD CONSTRAINT "stocktake_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stocktake_items_serial_idx" ON "stocktake_items" USING btree ("session_id","serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "stocktake_reads_client_key" ON "stocktake_reads" USING btree ("session_id","client_id");--> statement-breakpoint
CREATE INDEX "stocktake_reads_serial_idx" ON "stocktake_reads" USING btree ("session_id","serial_number");--> statement-breakpoint
CREATE INDEX "stocktake_sessions_warehouse_idx" ON "stocktake_sessions" USING btree ("warehouse_id","started_at");--> statement-breakpoint
CREATE INDEX "stocktake_sessions_status_idx" ON "stocktake_sessions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "stocktake_settlements_session_idx" ON "stocktake_settlements" USING btree ("session_id","serial_number");--> statement-breakpoint
INSERT INTO "permissions" ("name", "category", "description") VALUES ('manage_stocktake', 'Sayım', 'Depo sayımı başlatma, sayma, kapatma ve farkları giderme') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r, "permissions" p
WHERE p."name" = 'manage_stocktake'
  AND EXISTS (SELECT 1 FROM "permissions" o WHERE o."name" <> 'manage_stocktake')
  AND NOT EXISTS (
    SELECT 1 FROM "permissions" o
    WHERE o."name" <> 'manage_stocktake'
      AND NOT EXISTS (SELECT 1 FROM "role_permissions" rp WHERE rp."role_id" = r."id" AND rp."permission_id" = o."id")
  )
ON CONFLICT DO NOTHING;
