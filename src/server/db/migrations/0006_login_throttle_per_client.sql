DROP TABLE "login_throttle";--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttle_email_client_pk" PRIMARY KEY("email","client")
);
--> statement-breakpoint
CREATE INDEX "login_throttle_updated_idx" ON "login_throttle" USING btree ("updated_at");
