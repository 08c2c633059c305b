CREATE TABLE "access_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_count" integer NOT NULL,
	"threshold" integer NOT NULL,
	"window_minutes" integer NOT NULL,
	"last_seq" bigint NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer
);
--> statement-breakpoint
CREATE TABLE "legal_holds" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"placed_by" integer,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_redactions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"redacted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" varchar(20) NOT NULL,
	"retention_days" integer,
	"run_id" integer
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_day" date,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"retention_days" integer NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"redacted" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"started_by" integer,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_redactions" ADD CONSTRAINT "order_redactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_alerts_user_idx" ON "access_alerts" USING btree ("user_id","raised_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_runs_day_idx" ON "retention_runs" USING btree ("run_day");--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");--> statement-breakpoint
-- Retention (decision 046): the custody ledger stays append-only, with one narrow exception. A
-- transaction that sets medlink.custody_redaction to 'on' (the retention and erasure code, and
-- only inside its own transaction: set_config(..., true)) may change an entry's content, and
-- nothing else of it: seq, kind, time, actor, position and both hashes stay as sealed. The
-- redaction entry that transaction appends records each changed entry's sealed and new hash, so
-- verification tells a redaction from tampering. DELETE and TRUNCATE stay refused.
CREATE OR REPLACE FUNCTION custody_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND coalesce(current_setting('medlink.custody_redaction', true), '') = 'on'
     AND NEW.id = OLD.id AND NEW.order_id = OLD.order_id AND NEW.seq = OLD.seq
     AND NEW.kind = OLD.kind AND NEW.at = OLD.at
     AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.actor_role = OLD.actor_role
     AND NEW.actor_name = OLD.actor_name
     AND NEW.latitude IS NOT DISTINCT FROM OLD.latitude
     AND NEW.longitude IS NOT DISTINCT FROM OLD.longitude
     AND NEW.prev_hash = OLD.prev_hash AND NEW.hash = OLD.hash THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'custody_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
