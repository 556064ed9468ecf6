-- API tokens (docs/integration.md, issue 47 point 2): a token an administrator made for another
-- system or a person, acting as its creator narrowed to the permissions and warehouses it names.
-- Only the SHA-256 of the token is kept; `hint` is its first characters, to tell tokens apart.
-- `warehouse_ids` empty: every warehouse of the creator. Every call made with one is logged in
-- api_token_calls. A creator deleted takes their tokens and their log with them.
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"permissions" text[] NOT NULL,
	"warehouse_ids" uuid[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "api_tokens_created_by_idx" ON "api_tokens" USING btree ("created_by");
--> statement-breakpoint
CREATE TABLE "api_token_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_id" uuid NOT NULL REFERENCES "api_tokens"("id") ON DELETE cascade,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_token_calls_token_idx" ON "api_token_calls" USING btree ("token_id", "at");
--> statement-breakpoint
INSERT INTO "permissions" ("name", "category", "description") VALUES
  ('manage_api_tokens', 'Entegrasyonlar', 'API anahtarı oluşturma, görüntüleme ve iptal etme')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- Roles that held every permission keep doing so (the administrator's role is also kept whole at every start).
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r, "permissions" p
WHERE p."name" = 'manage_api_tokens'
  AND EXISTS (SELECT 1 FROM "role_permissions" rp WHERE rp."role_id" = r."id")
  AND NOT EXISTS (
    SELECT 1 FROM "permissions" o
    WHERE o."name" <> 'manage_api_tokens'
      AND NOT EXISTS (SELECT 1 FROM "role_permissions" rp WHERE rp."role_id" = r."id" AND rp."permission_id" = o."id")
  )
ON CONFLICT DO NOTHING;
