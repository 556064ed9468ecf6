-- Stocktake, round 2 (docs/stocktake.md). A read that reaches the server after the close is kept
-- (`late`) and waits for a person's decision: taken into the result, or left out. Each read names
-- the device it was made on, and each device of a count reports when it was last heard from and how
-- many reads it still holds, so the close can name the counters whose devices have gone quiet.
ALTER TABLE "stocktake_reads" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "stocktake_reads" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stocktake_reads" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "stocktake_reads" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stocktake_reads" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "stocktake_reads" ADD CONSTRAINT "stocktake_reads_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stocktake_reads_received_idx" ON "stocktake_reads" USING btree ("session_id","received_at");--> statement-breakpoint
CREATE TABLE "stocktake_devices" (
	"session_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	"pending" integer DEFAULT 0 NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "stocktake_devices_session_id_device_id_user_id_pk" PRIMARY KEY("session_id","device_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "stocktake_devices" ADD CONSTRAINT "stocktake_devices_session_id_stocktake_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."stocktake_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocktake_devices" ADD CONSTRAINT "stocktake_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
