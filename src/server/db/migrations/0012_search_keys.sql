-- The lists' search folds names the Turkish way (`foldSql`, src/server/db/fold.ts). Folding 100k
-- item names and 20k worker names on every searched page cost most of its time; these columns keep
-- the folded text, computed by PostgreSQL on every write, so a search reads it instead.
-- The expression must stay the one `foldedKeySql` builds.
ALTER TABLE "equipment" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(translate(coalesce("model", ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû')) || chr(1) || lower(translate(coalesce("serial_number", ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû'))) STORED;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(translate(coalesce("first_name", ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû')) || chr(1) || lower(translate(coalesce("last_name", ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû'))) STORED;
