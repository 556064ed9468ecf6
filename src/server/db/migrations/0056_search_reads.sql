-- The first search of a day over the large data (300k hand-overs, docs/performance.md). Parts of
-- it read far more than the word could need.
--
-- A kind's prefix as the numbers' search key spells it ('İAD' → 'iad'), as `open_document` folds
-- the whole number into `number_key`.
CREATE OR REPLACE FUNCTION "document_prefix_key"(p_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(replace(document_prefix(p_kind), 'İ', 'I'))
$$;
--> statement-breakpoint
-- A word is looked for in the numbers of the records' documents ('TES-2026-000123', 'iad-2026',
-- '000045'): a scan of every document (670k, 309 MB) for a word such as 'ali' that no number can
-- hold. Whether one can is known from the word alone: it must occur in the prefix-year-sequence
-- shape of one of the kinds, its digits read as zeros. Immutable, so with the word given the
-- planner answers it once, and a word no number can hold reads no document.
CREATE OR REPLACE FUNCTION "document_number_may_hold"(p_kinds text[], p_word text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT EXISTS (SELECT 1 FROM unnest(p_kinds) k
    WHERE strpos(document_prefix_key(k) || '-0000-' || repeat('0', 12), translate(p_word, '123456789', '000000000')) > 0)
$$;
--> statement-breakpoint
-- A word that begins with a whole prefix ('tes-2026-0001', 'iad') can only be found at the start of
-- a number: it is then read as a range of the index below, not by a scan.
CREATE OR REPLACE FUNCTION "document_number_begins"(p_kinds text[], p_word text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT EXISTS (SELECT 1 FROM unnest(p_kinds) k
    WHERE split_part(translate(p_word, '0123456789', '----------'), '-', 1) = document_prefix_key(k))
$$;
--> statement-breakpoint
-- The numbers with their documents' ids: a word found inside numbers ('000045') reads this index
-- whole (index-only) instead of the documents; one that begins with a prefix reads a range of it.
CREATE INDEX IF NOT EXISTS "documents_number_key_idx" ON "documents" USING btree ("number_key" text_pattern_ops) INCLUDE ("id");
--> statement-breakpoint
-- The items whose key holds the word: the keys with their ids in an index of their own, read
-- whole by an index-only scan (4 MB at 100k items) instead of the items' rows (35 MB).
CREATE INDEX IF NOT EXISTS "equipment_search_cover_idx" ON "equipment" USING btree ("search_key") INCLUDE ("id");
