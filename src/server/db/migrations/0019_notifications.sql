-- Reminders and notifications (docs/notifications.md): the outbox the sender delivers from, the
-- in-app inbox, each user's choices, push subscriptions, the server's kept keys, per-warehouse
-- digest times and the record of scheduled runs (each runs once per Istanbul day).
CREATE TABLE IF NOT EXISTS "notification_outbox" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "key" text NOT NULL,
  "event" text NOT NULL,
  "channel" text NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
  "worker_id" uuid REFERENCES "workers"("id") ON DELETE cascade,
  "link" text,
  "payload" jsonb NOT NULL,
  "status" text DEFAULT 'waiting' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "not_before" timestamp with time zone DEFAULT now() NOT NULL,
  "lease_until" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notification_outbox_key" ON "notification_outbox" USING btree ("key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_outbox_due_idx" ON "notification_outbox" USING btree ("not_before") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_outbox_lease_idx" ON "notification_outbox" USING btree ("lease_until") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_outbox_created_idx" ON "notification_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notifications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "key" text NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "event" text NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "link" text,
  "payload" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notifications_key" ON "notifications" USING btree ("key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_user_idx" ON "notifications" USING btree ("user_id", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notification_preferences" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "channels" jsonb NOT NULL,
  "quiet_start" smallint NOT NULL,
  "quiet_end" smallint NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "push_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "endpoint" text NOT NULL,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "push_subscriptions_endpoint" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notification_keys" (
  "name" text PRIMARY KEY NOT NULL,
  "value" text NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "warehouse_digest_times" (
  "warehouse_id" uuid PRIMARY KEY NOT NULL REFERENCES "warehouses"("id") ON DELETE cascade,
  "minute" smallint NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notification_runs" (
  "name" text NOT NULL,
  "day" text NOT NULL,
  "finished_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "notification_runs_name_day_pk" PRIMARY KEY("name","day")
);
