-- Single sign-on with OpenID Connect (docs/integration.md, issue 47 point 4).
-- A user made at first sign-in through a provider has no national id yet: it is kept as '' until an
-- administrator fills it in, so the national id is unique only when given.
ALTER TABLE "users" DROP CONSTRAINT "users_tc_no_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_tc_no_unique" ON "users" USING btree ("tc_no") WHERE "tc_no" <> '';
--> statement-breakpoint
-- Who a provider's account is here: its `sub`, for good (an e-mail may change; `sub` does not).
CREATE TABLE "sso_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "sso_identities_pk" PRIMARY KEY ("provider", "subject")
);
--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");
--> statement-breakpoint
-- A sign-in under way: made when the button is pressed (state, nonce, PKCE verifier, and the SHA-256
-- of a cookie given to that browser alone), used once by the provider's answer in that browser; then
-- it holds the SHA-256 of the one-time code the sign-in page trades for the app's usual session.
-- Ten minutes at most; expired rows are removed as new ones are made.
CREATE TABLE "sso_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"browser_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"return_to" text,
	"user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
	"exchange_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_logins_exchange_hash_unique" UNIQUE("exchange_hash")
);
--> statement-breakpoint
CREATE INDEX "sso_logins_expires_idx" ON "sso_logins" USING btree ("expires_at");
