-- How many national-id look-ups each user made in the current window (issue 42): the search by a
-- whole id (`search`, 10 a minute) and the worker rows a user who sees ids masked imports (`import`,
-- 1,000 a day), each checked against the register. One row per user and kind, counted in one
-- statement, so processes sharing the database share the limit (src/server/http/national-id-budget.ts).
CREATE TABLE IF NOT EXISTS "national_id_lookups" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL DEFAULT now(),
	"used" integer NOT NULL DEFAULT 0,
	"last_ok" boolean NOT NULL DEFAULT true,
	PRIMARY KEY ("user_id", "kind")
);
