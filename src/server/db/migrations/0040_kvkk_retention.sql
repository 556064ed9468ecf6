-- KVKK retention (docs/kvkk.md, issue 47 point 5): how long each kind of record is kept, the runs
-- that anonymise or delete what passed its time, the destruction log (kept three years), legal holds
-- on workers, and the mark left on a worker and on each redacted document proof.
CREATE TABLE "retention_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"worker_years" integer DEFAULT 10 NOT NULL,
	"notification_days" integer DEFAULT 365 NOT NULL,
	"webhook_days" integer DEFAULT 90 NOT NULL,
	"signin_days" integer DEFAULT 180 NOT NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"period" text,
	"started_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");
--> statement-breakpoint
-- The scheduled run claims its month ('2026-11') here, once however many processes tick.
CREATE UNIQUE INDEX "retention_runs_period_key" ON "retention_runs" USING btree ("period");
--> statement-breakpoint
CREATE TABLE "destruction_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" uuid REFERENCES "retention_runs"("id") ON DELETE set null,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "destruction_log_at_idx" ON "destruction_log" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "destruction_log_run_idx" ON "destruction_log" USING btree ("run_id");
--> statement-breakpoint
CREATE TABLE "worker_legal_holds" (
	"worker_id" uuid PRIMARY KEY NOT NULL REFERENCES "workers"("id") ON DELETE cascade,
	"reason" text NOT NULL,
	"set_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_anonymisations" (
	"worker_id" uuid PRIMARY KEY NOT NULL REFERENCES "workers"("id") ON DELETE cascade,
	"run_id" uuid REFERENCES "retention_runs"("id") ON DELETE set null,
	"anonymised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A proof whose personal data was replaced: the hash its redacted content must still give (the
-- original hash stays in document_proofs, so the printed fingerprint still matches). '' when the
-- proof did not hold before the redaction: it stays 'altered'.
CREATE TABLE "document_redactions" (
	"document_id" uuid NOT NULL REFERENCES "documents"("id") ON DELETE restrict,
	"revision" integer NOT NULL,
	"redacted_hash" text NOT NULL,
	"run_id" uuid REFERENCES "retention_runs"("id") ON DELETE set null,
	"anonymised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_redactions_pk" PRIMARY KEY ("document_id", "revision")
);
--> statement-breakpoint
-- The audit trail stays append-only, with one exception: inside a transaction that has set
-- depo.kvkk_redaction to 'on' (set_config(…, true): that transaction only), a row's before/after
-- may be rewritten, never its id, author, action, subject or time, and no row may be deleted.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('depo.kvkk_redaction', true) = 'on'
     AND NEW.id = OLD.id AND NEW.user_id IS NOT DISTINCT FROM OLD.user_id AND NEW.action = OLD.action
     AND NEW.entity = OLD.entity AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = '42501';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- `j` with the keys of `repl` it holds replaced (null and non-objects as they are).
CREATE OR REPLACE FUNCTION kvkk_redact_json(j jsonb, repl jsonb) RETURNS jsonb AS $$
  SELECT CASE WHEN j IS NULL OR jsonb_typeof(j) <> 'object' THEN j
    ELSE j || coalesce((SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(repl) e WHERE j ? e.key), '{}'::jsonb) END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
INSERT INTO "permissions" ("name", "category", "description") VALUES
  ('manage_personal_data', 'Şirket ve Belgeler', 'KVKK: saklama süreleri, imha çalıştırma ve kaydı, yasal saklama, işçinin kişisel veri dökümü')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- Roles that held every permission keep doing so (the administrator's role is also kept whole at every start).
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r, "permissions" p
WHERE p."name" = 'manage_personal_data'
  AND EXISTS (SELECT 1 FROM "role_permissions" rp WHERE rp."role_id" = r."id")
  AND NOT EXISTS (
    SELECT 1 FROM "permissions" o
    WHERE o."name" <> 'manage_personal_data'
      AND NOT EXISTS (SELECT 1 FROM "role_permissions" rp WHERE rp."role_id" = r."id" AND rp."permission_id" = o."id")
  )
ON CONFLICT DO NOTHING;
