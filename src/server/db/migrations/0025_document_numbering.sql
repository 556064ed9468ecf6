-- One home for document numbers (docs/documents.md): the moves (document-store.ts) and the seed
-- (number-records.ts) both call `open_document`; the prefixes, the padding, the search key, the
-- warehouses' year (Europe/Istanbul) and the verification code are written here only. Migration
-- 0018 numbered the records older than documents with the same rules, once.
CREATE OR REPLACE FUNCTION "document_prefix"(p_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_kind WHEN 'handover' THEN 'TES' WHEN 'return' THEN 'İAD' WHEN 'transfer' THEN 'TRF'
    WHEN 'fault' THEN 'ARZ' WHEN 'count' THEN 'SAY' WHEN 'clearance' THEN 'İLK' END
$$;
--> statement-breakpoint
-- The year a document is numbered in: the warehouses' calendar year.
CREATE OR REPLACE FUNCTION "document_year"(p_at timestamptz) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT extract(year FROM p_at AT TIME ZONE 'Europe/Istanbul')::int
$$;
--> statement-breakpoint
-- TES-2026-000123: prefix, year, six digits (more once a year passes 999,999).
CREATE OR REPLACE FUNCTION "document_number"(p_kind text, p_year integer, p_seq integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT document_prefix(p_kind) || '-' || p_year || '-' || lpad(p_seq::text, greatest(6, length(p_seq::text)), '0')
$$;
--> statement-breakpoint
-- A code no document has: 10 characters of Crockford's base 32 (50 bits) from the strong random
-- bytes of a version-4 uuid (bytes 6 and 8 carry its version and variant and are left out).
CREATE OR REPLACE FUNCTION "document_code"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_bytes bytea;
  v_code text;
BEGIN
  LOOP
    v_bytes := decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
    SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + get_byte(v_bytes, i) % 32, 1), '' ORDER BY o)
      INTO v_code FROM unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12]) WITH ORDINALITY AS b(i, o);
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."code" = v_code);
  END LOOP;
  RETURN v_code;
END $$;
--> statement-breakpoint
-- The document of (kind, source), numbered now if it has none yet (`created`). The counter of the
-- kind and year is locked first, so of two transactions making the same document the second finds
-- the first's once it may go on; a transaction that fails gives its number back with everything
-- else: numbers are gap-free and never doubled, whichever process (or how many) asks.
CREATE OR REPLACE FUNCTION "open_document"(
  p_kind text, p_source_id uuid, p_at timestamptz, p_created_by uuid, p_worker_id uuid, p_warehouse_id uuid,
  p_refers_to uuid, p_text_ids jsonb, p_company_version_id uuid
) RETURNS TABLE ("document_id" uuid, "created" boolean) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_year integer := document_year(p_at);
  v_last integer;
  v_id uuid;
  v_number text;
BEGIN
  IF document_prefix(p_kind) IS NULL THEN RAISE EXCEPTION 'unknown document kind: %', p_kind; END IF;
  INSERT INTO "document_counters" AS c ("kind", "year", "last_seq") VALUES (p_kind, v_year, 0)
    ON CONFLICT ("kind", "year") DO UPDATE SET "last_seq" = c."last_seq" RETURNING c."last_seq" INTO v_last;
  SELECT d."id" INTO v_id FROM "documents" d WHERE d."kind" = p_kind AND d."source_id" = p_source_id;
  IF FOUND THEN
    RETURN QUERY SELECT v_id, false;
    RETURN;
  END IF;
  UPDATE "document_counters" SET "last_seq" = v_last + 1 WHERE "kind" = p_kind AND "year" = v_year;
  v_number := document_number(p_kind, v_year, v_last + 1);
  INSERT INTO "documents" ("kind", "year", "seq", "number", "number_key", "code", "source_id", "worker_id", "warehouse_id",
      "refers_to", "company_version_id", "text_ids", "revision", "created_by", "created_at")
    VALUES (p_kind, v_year, v_last + 1, v_number, lower(replace(v_number, 'İ', 'I')), document_code(), p_source_id, p_worker_id,
      p_warehouse_id, p_refers_to, p_company_version_id, coalesce(p_text_ids, '[]'::jsonb), 0, p_created_by, p_at)
    RETURNING "id" INTO v_id;
  RETURN QUERY SELECT v_id, true;
END $$;
--> statement-breakpoint
-- Numbers the records written without the moves (the seeds insert rows directly): one document per
-- hand-over batch, return group, transfer, report and count, in the order they were made, after the
-- numbers already given. Answers how many it numbered.
CREATE OR REPLACE FUNCTION "number_records"() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r record;
  v_numbered integer := 0;
  v_texts jsonb := coalesce((SELECT jsonb_agg(t."id"::text) FROM "document_texts" t
    WHERE (t."kind" = 'kvkk' OR (t."kind" = 'terms' AND t."scope" = ''))
      AND t."version" = (SELECT max(o."version") FROM "document_texts" o WHERE o."kind" = t."kind" AND o."scope" = t."scope")), '[]'::jsonb);
BEGIN
  FOR r IN
    SELECT g.* FROM (
      SELECT DISTINCT ON (f."batch_id") 'handover' AS kind, f."batch_id" AS source_id, f."worker_id", f."warehouse_id", f."issued_by" AS created_by, f."created_at"
        FROM "field_equipment" f ORDER BY f."batch_id", f."created_at", f."id"
    ) g WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = g.kind AND d."source_id" = g.source_id)
    UNION ALL
    SELECT g.* FROM (
      SELECT DISTINCT ON (coalesce(f."return_batch_id", f."id")) 'return' AS kind, coalesce(f."return_batch_id", f."id") AS source_id, f."worker_id", f."warehouse_id",
          f."returned_by" AS created_by, f."returned_at" AS created_at
        FROM "field_equipment" f WHERE f."status" = 'returned' AND f."returned_at" IS NOT NULL
        ORDER BY coalesce(f."return_batch_id", f."id"), f."returned_at", f."id"
    ) g WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = g.kind AND d."source_id" = g.source_id)
    UNION ALL
    SELECT 'transfer', t."id", NULL, t."from_warehouse_id", t."issuer_id", t."created_at" FROM "transfers" t
      WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = 'transfer' AND d."source_id" = t."id")
        AND NOT EXISTS (SELECT 1 FROM "document_members" m WHERE m."kind" = 'transfer' AND m."entity_id" = t."id")
    UNION ALL
    SELECT 'fault', b."id", NULL, b."warehouse_id", b."reported_by", b."created_at" FROM "broken_equipment" b
      WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = 'fault' AND d."source_id" = b."id")
    UNION ALL
    SELECT 'count', s."id", NULL, s."warehouse_id", s."started_by", s."started_at" FROM "stocktake_sessions" s
      WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = 'count' AND d."source_id" = s."id")
    ORDER BY 6, 2
  LOOP
    PERFORM open_document(r.kind, r.source_id, r.created_at, r.created_by, r.worker_id, r.warehouse_id, NULL,
      CASE WHEN r.kind = 'handover' THEN v_texts ELSE '[]'::jsonb END, NULL);
    v_numbered := v_numbered + 1;
  END LOOP;
  INSERT INTO "document_members" ("document_id", "kind", "entity_id", "added_at")
  SELECT d."id", 'handover', f."id", f."created_at" FROM "field_equipment" f JOIN "documents" d ON d."kind" = 'handover' AND d."source_id" = f."batch_id"
  UNION ALL SELECT d."id", 'return', f."id", f."returned_at" FROM "field_equipment" f JOIN "documents" d ON d."kind" = 'return' AND d."source_id" = coalesce(f."return_batch_id", f."id")
    WHERE f."status" = 'returned' AND f."returned_at" IS NOT NULL
  UNION ALL SELECT d."id", d."kind", d."source_id", d."created_at" FROM "documents" d WHERE d."kind" IN ('transfer', 'fault', 'count')
  ON CONFLICT DO NOTHING;
  RETURN v_numbered;
END $$;
