CREATE TABLE "order_discrepancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"missing" jsonb NOT NULL,
	"unexpected" jsonb NOT NULL,
	"exceptions" jsonb NOT NULL,
	"opened_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "order_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"kind" varchar(10) DEFAULT 'bag' NOT NULL,
	"temperature_class" varchar(12),
	"label" varchar(40) NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"check_in_temperature_c" numeric(5, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_discrepancies" ADD CONSTRAINT "order_discrepancies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discrepancies" ADD CONSTRAINT "order_discrepancies_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discrepancies" ADD CONSTRAINT "order_discrepancies_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD CONSTRAINT "order_pieces_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pieces" ADD CONSTRAINT "order_pieces_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_discrepancies_order_idx" ON "order_discrepancies" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_discrepancies_open_idx" ON "order_discrepancies" USING btree ("opened_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_pieces_order_seq_idx" ON "order_pieces" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "order_pieces_label_idx" ON "order_pieces" USING btree ("label");--> statement-breakpoint
-- Every order booked before pieces existed carried one item: it becomes one bag with its own label
-- (the display number, 1, and six characters of the label alphabet).
INSERT INTO "order_pieces" ("order_id", "seq", "kind", "label")
SELECT o.id, 1, 'bag',
	'ML-' || lpad(o.id::text, 4, '0') || '-1-' || (
		SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::int, 1), '')
		FROM generate_series(1, 6) AS g(n) WHERE o.id IS NOT NULL
	)
FROM "orders" o;
