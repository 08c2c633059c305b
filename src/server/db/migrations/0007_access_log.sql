CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"role" varchar(20) NOT NULL,
	"route" varchar(200) NOT NULL,
	"ip_address" varchar(64),
	"order_ids" integer[] NOT NULL,
	"records" varchar(60)[] DEFAULT '{}' NOT NULL,
	"fields" varchar(40)[] NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "access_log_seq_idx" ON "access_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "access_log_user_idx" ON "access_log" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "access_log_order_ids_idx" ON "access_log" USING gin ("order_ids");--> statement-breakpoint
-- The access log is sealed by the database (decision 044): whatever code inserts a row, the
-- trigger below numbers it, stamps it with the database's clock, links it to the previous row and
-- hashes it. This function is the one definition of an entry's hash: the trigger uses it to seal
-- and the verification (modules/access-log/repository.ts, or anyone with psql) to recompute:
--   SELECT seq, hash = access_log_entry_hash(a) AS intact,
--          prev_hash = coalesce(lag(hash) OVER (ORDER BY seq), repeat('0', 64)) AS linked
--   FROM access_log a ORDER BY seq;
CREATE OR REPLACE FUNCTION access_log_entry_hash(e access_log) RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(json_build_array(
    e.seq,
    to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    e.user_id,
    e.role,
    e.route,
    e.ip_address,
    e.order_ids,
    e.records,
    e.fields,
    e.prev_hash
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- One writer at a time appends (a transaction-scoped advisory lock, held for the one INSERT the
-- server makes outside any longer transaction), so seq has no gap and no fork: a missing seq is a
-- deleted row, a hash that does not recompute an altered one.
CREATE OR REPLACE FUNCTION access_log_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash varchar;
BEGIN
  PERFORM pg_advisory_xact_lock(7373741);
  SELECT seq, hash INTO last_seq, last_hash FROM access_log ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.at := date_trunc('milliseconds', clock_timestamp());
  NEW.hash := access_log_entry_hash(NEW);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER access_log_seal BEFORE INSERT ON access_log
  FOR EACH ROW EXECUTE FUNCTION access_log_seal();--> statement-breakpoint
CREATE OR REPLACE FUNCTION access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE ON access_log
  FOR EACH ROW EXECUTE FUNCTION access_log_append_only();--> statement-breakpoint
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON access_log
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_append_only();
