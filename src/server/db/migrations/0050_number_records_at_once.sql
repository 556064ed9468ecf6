-- `number_records` (migration 0025) numbered the records written without the moves one at a time
-- through `open_document`: every document updated its kind's counter twice, all in one
-- transaction, so each update had the row's earlier versions of that transaction to pass, and the
-- large seed's 700,000 records took longer than an hour on PostgreSQL. It now numbers them in
-- one statement, with the same rules: per kind and year, after the numbers already given, in the
-- order the records were made (time, then id), one document per record, gap-free; the counters of
-- the kinds and years it numbers are locked first, so a move made meanwhile waits and follows on.
CREATE OR REPLACE FUNCTION "records_to_number"()
RETURNS TABLE ("kind" text, "source_id" uuid, "worker_id" uuid, "warehouse_id" uuid, "created_by" uuid, "created_at" timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT g.* FROM (
    SELECT DISTINCT ON (f."batch_id") 'handover'::text, f."batch_id", f."worker_id", f."warehouse_id", f."issued_by", f."created_at"
      FROM "field_equipment" f ORDER BY f."batch_id", f."created_at", f."id"
  ) g WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = 'handover' AND d."source_id" = g."batch_id")
  UNION ALL
  SELECT g.* FROM (
    SELECT DISTINCT ON (coalesce(f."return_batch_id", f."id")) 'return'::text, coalesce(f."return_batch_id", f."id") AS "source_id",
        f."worker_id", f."warehouse_id", f."returned_by", f."returned_at"
      FROM "field_equipment" f WHERE f."status" = 'returned' AND f."returned_at" IS NOT NULL
      ORDER BY coalesce(f."return_batch_id", f."id"), f."returned_at", f."id"
  ) g WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = 'return' AND d."source_id" = g."source_id")
  UNION ALL
  SELECT 'transfer', t."id", NULL::uuid, t."from_warehouse_id", t."issuer_id", t."created_at" FROM "transfers" t
    WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = 'transfer' AND d."source_id" = t."id")
      AND NOT EXISTS (SELECT 1 FROM "document_members" m WHERE m."kind" = 'transfer' AND m."entity_id" = t."id")
  UNION ALL
  SELECT 'fault', b."id", NULL::uuid, b."warehouse_id", b."reported_by", b."created_at" FROM "broken_equipment" b
    WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = 'fault' AND d."source_id" = b."id")
  UNION ALL
  SELECT 'count', s."id", NULL::uuid, s."warehouse_id", s."started_by", s."started_at" FROM "stocktake_sessions" s
    WHERE NOT EXISTS (SELECT 1 FROM "documents" d WHERE d."kind" = 'count' AND d."source_id" = s."id")
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "number_records"() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_numbered integer := 0;
  v_draws integer := 0;
  v_texts jsonb := coalesce((SELECT jsonb_agg(t."id"::text) FROM "document_texts" t
    WHERE (t."kind" = 'kvkk' OR (t."kind" = 'terms' AND t."scope" = ''))
      AND t."version" = (SELECT max(o."version") FROM "document_texts" o WHERE o."kind" = t."kind" AND o."scope" = t."scope")), '[]'::jsonb);
BEGIN
  -- The counters of every kind and year to be numbered, made where missing, locked.
  INSERT INTO "document_counters" AS c ("kind", "year", "last_seq")
    SELECT DISTINCT r."kind", document_year(r."created_at"), 0 FROM records_to_number() r
    ON CONFLICT ("kind", "year") DO UPDATE SET "last_seq" = c."last_seq";
  LOOP
    BEGIN
      INSERT INTO "documents" ("kind", "year", "seq", "number", "number_key", "code", "source_id", "worker_id", "warehouse_id",
          "refers_to", "company_version_id", "text_ids", "revision", "created_by", "created_at")
        SELECT r."kind", r."year", n."seq", n."number", lower(replace(n."number", 'İ', 'I')), document_code(), r."source_id",
            r."worker_id", r."warehouse_id", NULL, NULL, CASE WHEN r."kind" = 'handover' THEN v_texts ELSE '[]'::jsonb END, 0,
            r."created_by", r."created_at"
        FROM (
          SELECT t.*, document_year(t."created_at") AS "year",
              row_number() OVER (PARTITION BY t."kind", document_year(t."created_at") ORDER BY t."created_at", t."source_id") AS "rn"
            FROM records_to_number() t
        ) r
        JOIN "document_counters" c ON c."kind" = r."kind" AND c."year" = r."year"
        CROSS JOIN LATERAL (SELECT (c."last_seq" + r."rn")::integer AS "seq",
          document_number(r."kind", r."year", (c."last_seq" + r."rn")::integer) AS "number") n;
      GET DIAGNOSTICS v_numbered = ROW_COUNT;
      EXIT;
    EXCEPTION WHEN unique_violation THEN
      -- Two of the new documents drew the same code (document_code sees only the stored ones):
      -- about once in 5,000 runs of 700,000 records. Drawn again; anything else is raised.
      v_draws := v_draws + 1;
      IF v_draws >= 5 THEN RAISE; END IF;
    END;
  END LOOP;
  UPDATE "document_counters" c SET "last_seq" = m."last"
    FROM (SELECT d."kind", d."year", max(d."seq") AS "last" FROM "documents" d GROUP BY d."kind", d."year") m
    WHERE c."kind" = m."kind" AND c."year" = m."year" AND m."last" > c."last_seq";
  INSERT INTO "document_members" ("document_id", "kind", "entity_id", "added_at")
  SELECT d."id", 'handover', f."id", f."created_at" FROM "field_equipment" f JOIN "documents" d ON d."kind" = 'handover' AND d."source_id" = f."batch_id"
  UNION ALL SELECT d."id", 'return', f."id", f."returned_at" FROM "field_equipment" f JOIN "documents" d ON d."kind" = 'return' AND d."source_id" = coalesce(f."return_batch_id", f."id")
    WHERE f."status" = 'returned' AND f."returned_at" IS NOT NULL
  UNION ALL SELECT d."id", d."kind", d."source_id", d."created_at" FROM "documents" d WHERE d."kind" IN ('transfer', 'fault', 'count')
  ON CONFLICT DO NOTHING;
  RETURN v_numbered;
END $$;
