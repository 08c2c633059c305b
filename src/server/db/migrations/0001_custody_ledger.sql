CREATE TABLE "custody_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"content" jsonb NOT NULL,
	"actor_id" integer,
	"actor_role" varchar(20) NOT NULL,
	"actor_name" varchar(200) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_links" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"token" varchar(64) DEFAULT translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custody_entries" ADD CONSTRAINT "custody_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custody_entries_order_seq_idx" ON "custody_entries" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_token_idx" ON "public_links" USING btree ("token");--> statement-breakpoint
-- Decision 008: every order that exists already gets its tracking link now (the default draws it).
INSERT INTO "public_links" ("order_id") SELECT "id" FROM "orders";--> statement-breakpoint
-- Decision 008: the custody ledger is append-only, enforced by the database itself, whatever
-- code (or person with a SQL prompt) tries otherwise. Only a table owner who disables the trigger
-- can change an entry, and then the hash chain names the entry that changed.
CREATE OR REPLACE FUNCTION custody_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'custody_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER custody_entries_append_only
  BEFORE UPDATE OR DELETE ON custody_entries
  FOR EACH ROW EXECUTE FUNCTION custody_entries_append_only();--> statement-breakpoint
CREATE TRIGGER custody_entries_no_truncate
  BEFORE TRUNCATE ON custody_entries
  FOR EACH STATEMENT EXECUTE FUNCTION custody_entries_append_only();
