-- Numbered, verifiable documents, the company's details and texts in versions, two permissions
-- (docs/documents.md). Records made before this migration are numbered here in the order they were
-- made, per kind and year; they carry no proof (revision 0): nothing was kept when they were signed.
CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"tax_office" text NOT NULL,
	"tax_number" text NOT NULL,
	"logo" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profiles_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "document_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"code" text NOT NULL,
	"source_id" uuid NOT NULL,
	"worker_id" uuid,
	"warehouse_id" uuid,
	"refers_to" uuid,
	"company_version_id" uuid,
	"text_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_members" (
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_members_document_id_entity_id_pk" PRIMARY KEY("document_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "document_proofs" (
	"document_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"hash" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_proofs_document_id_revision_pk" PRIMARY KEY("document_id","revision")
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_refers_to_documents_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_version_id_company_profiles_id_fk" FOREIGN KEY ("company_version_id") REFERENCES "public"."company_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_members" ADD CONSTRAINT "document_members_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_proofs" ADD CONSTRAINT "document_proofs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_texts_version_key" ON "document_texts" USING btree ("kind","scope","version");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_source_key" ON "documents" USING btree ("kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_seq_key" ON "documents" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_unique" ON "documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "documents_worker_idx" ON "documents" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "documents_refers_idx" ON "documents" USING btree ("refers_to");--> statement-breakpoint
CREATE UNIQUE INDEX "document_members_entity_key" ON "document_members" USING btree ("entity_id","kind");--> statement-breakpoint
-- The texts every hand-over showed until now, as version 1, and a KVKK notice to start from.
INSERT INTO "document_texts" ("kind", "scope", "version", "title", "body") VALUES
('terms', '', 1, 'Teslim Şartları ve Koşulları',
'Teslim alan çalışan, bu belgede listelenen ekipmanları eksiksiz ve çalışır durumda teslim aldığını kabul eder. Ekipmanlar yalnızca iş amacıyla, kullanım talimatlarına ve iş güvenliği kurallarına uygun olarak kullanılacak; üçüncü kişilere verilmeyecek, ödünç verilmeyecek ve özenle korunacaktır. Kayıp, çalınma, arıza veya hasar durumunda sorumlu depo yetkilisine derhal bilgi verilecektir. Kullanım hatası veya ihmal sonucu oluşan kayıp ve hasarlardan teslim alan çalışan sorumludur. Ekipmanlar, görev sona erdiğinde ya da talep edildiğinde eksiksiz olarak depoya iade edilecektir.'),
('kvkk', '', 1, 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni',
'6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca veri sorumlusu sıfatıyla şirketimiz; adınız, soyadınız, T.C. kimlik numaranız, telefon numaranız ve imzanızı, ekipman zimmet ve iade kayıtlarının tutulması, zimmetli ekipmanın takibi, iş sağlığı ve güvenliği yükümlülükleri ile olası uyuşmazlıklarda ispat amacıyla işler. Bu veriler iş sözleşmesinin ifası, hukuki yükümlülüklerin yerine getirilmesi ve şirketin meşru menfaati hukuki sebeplerine dayanarak, zimmet işlemi sırasında elektronik ortamda toplanır; yalnızca yetkili çalışanlarca görülür ve kanunen yetkili kurumlar dışında kimseye aktarılmaz. Kayıtlar ilgili mevzuatta öngörülen süreler boyunca saklanır. Kanunun 11. maddesindeki haklarınızı (bilgi talep etme, düzeltme, silme, itiraz) şirketimize yazılı olarak başvurarak kullanabilirsiniz.');
--> statement-breakpoint
-- Records made before numbering: one document per hand-over batch, return group, transfer, report and count.
CREATE TEMPORARY TABLE "legacy_documents" ("kind" text, "prefix" text, "key_prefix" text, "source_id" uuid, "worker_id" uuid, "warehouse_id" uuid, "created_by" uuid, "created_at" timestamptz);
--> statement-breakpoint
INSERT INTO "legacy_documents"
SELECT DISTINCT ON (f."batch_id") 'handover', 'TES', 'tes', f."batch_id", f."worker_id", f."warehouse_id", f."issued_by", f."created_at"
FROM "field_equipment" f ORDER BY f."batch_id", f."created_at", f."id";
--> statement-breakpoint
INSERT INTO "legacy_documents"
SELECT DISTINCT ON (coalesce(f."return_batch_id", f."id")) 'return', 'İAD', 'iad', coalesce(f."return_batch_id", f."id"), f."worker_id", f."warehouse_id", f."returned_by", f."returned_at"
FROM "field_equipment" f WHERE f."status" = 'returned' AND f."returned_at" IS NOT NULL
ORDER BY coalesce(f."return_batch_id", f."id"), f."returned_at", f."id";
--> statement-breakpoint
INSERT INTO "legacy_documents" SELECT 'transfer', 'TRF', 'trf', t."id", NULL, t."from_warehouse_id", t."issuer_id", t."created_at" FROM "transfers" t;
--> statement-breakpoint
INSERT INTO "legacy_documents" SELECT 'fault', 'ARZ', 'arz', b."id", NULL, b."warehouse_id", b."reported_by", b."created_at" FROM "broken_equipment" b;
--> statement-breakpoint
INSERT INTO "legacy_documents" SELECT 'count', 'SAY', 'say', s."id", NULL, s."warehouse_id", s."started_by", s."started_at" FROM "stocktake_sessions" s;
--> statement-breakpoint
INSERT INTO "documents" ("kind", "year", "seq", "number", "number_key", "code", "source_id", "worker_id", "warehouse_id", "text_ids", "revision", "created_by", "created_at")
SELECT n."kind", n."year", n."seq",
  n."prefix" || '-' || n."year" || '-' || lpad(n."seq"::text, greatest(6, length(n."seq"::text)), '0'),
  n."key_prefix" || '-' || n."year" || '-' || lpad(n."seq"::text, greatest(6, length(n."seq"::text)), '0'),
  upper(substr(md5(random()::text || n."source_id"::text || clock_timestamp()::text), 1, 10)),
  n."source_id", n."worker_id", n."warehouse_id",
  CASE WHEN n."kind" = 'handover' THEN (SELECT jsonb_build_array(t."id"::text) FROM "document_texts" t WHERE t."kind" = 'terms' AND t."scope" = '' AND t."version" = 1) ELSE '[]'::jsonb END,
  0, n."created_by", n."created_at"
FROM (
  SELECT l.*, extract(year FROM l."created_at" AT TIME ZONE 'Europe/Istanbul')::int AS "year",
    row_number() OVER (PARTITION BY l."kind", extract(year FROM l."created_at" AT TIME ZONE 'Europe/Istanbul') ORDER BY l."created_at", l."source_id")::int AS "seq"
  FROM "legacy_documents" l
) n;
--> statement-breakpoint
DO $$
BEGIN
  -- Codes drawn at random above: draw again for the few that met another (before the unique index).
  LOOP
    UPDATE "documents" d SET "code" = upper(substr(md5(random()::text || d."id"::text || clock_timestamp()::text), 1, 10))
    WHERE d."id" IN (SELECT x."id" FROM (SELECT "id", row_number() OVER (PARTITION BY "code" ORDER BY "id") AS rn FROM "documents") x WHERE x.rn > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_code_unique" ON "documents" USING btree ("code");--> statement-breakpoint
INSERT INTO "document_members" ("document_id", "kind", "entity_id", "added_at")
SELECT d."id", 'handover', f."id", f."created_at" FROM "field_equipment" f JOIN "documents" d ON d."kind" = 'handover' AND d."source_id" = f."batch_id";
--> statement-breakpoint
INSERT INTO "document_members" ("document_id", "kind", "entity_id", "added_at")
SELECT d."id", 'return', f."id", f."returned_at" FROM "field_equipment" f JOIN "documents" d ON d."kind" = 'return' AND d."source_id" = coalesce(f."return_batch_id", f."id")
WHERE f."status" = 'returned' AND f."returned_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "document_members" ("document_id", "kind", "entity_id", "added_at")
SELECT d."id", d."kind", d."source_id", d."created_at" FROM "documents" d WHERE d."kind" IN ('transfer', 'fault', 'count');
--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "year", "last_seq") SELECT "kind", "year", max("seq") FROM "documents" GROUP BY "kind", "year";
--> statement-breakpoint
DROP TABLE "legacy_documents";
--> statement-breakpoint
INSERT INTO "permissions" ("name", "category", "description") VALUES
  ('manage_company', 'Şirket ve Belgeler', 'Şirket bilgilerini, teslim şartlarını ve KVKK metnini yönetme'),
  ('view_national_id', 'Şirket ve Belgeler', 'TC Kimlik No''yu tam görme ve dışa aktarma')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- Roles that held every permission keep doing so (the administrator's role is also kept whole at every start).
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r, "permissions" p
WHERE p."name" IN ('manage_company', 'view_national_id')
  AND EXISTS (SELECT 1 FROM "role_permissions" rp WHERE rp."role_id" = r."id")
  AND NOT EXISTS (
    SELECT 1 FROM "permissions" o
    WHERE o."name" NOT IN ('manage_company', 'view_national_id')
      AND NOT EXISTS (SELECT 1 FROM "role_permissions" rp WHERE rp."role_id" = r."id" AND rp."permission_id" = o."id")
  )
ON CONFLICT DO NOTHING;
