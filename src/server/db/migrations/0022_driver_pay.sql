CREATE TABLE "driver_pay_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer,
	"effective_from" date NOT NULL,
	"percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"per_mile" numeric(10, 2) DEFAULT '0' NOT NULL,
	"per_stop" numeric(10, 2) DEFAULT '0' NOT NULL,
	"per_piece" numeric(10, 2) DEFAULT '0' NOT NULL,
	"flat" numeric(10, 2) DEFAULT '0' NOT NULL,
	"minimum" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_settlement_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"miles" numeric(7, 1) NOT NULL,
	"stops" smallint NOT NULL,
	"pieces" smallint NOT NULL,
	"order_total" numeric(10, 2) NOT NULL,
	"rule_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"parts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"number" varchar(20),
	"jobs_total" numeric(10, 2),
	"adjustments_total" numeric(10, 2),
	"total" numeric(10, 2),
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_pay_rules" ADD CONSTRAINT "driver_pay_rules_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pay_rules" ADD CONSTRAINT "driver_pay_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlement_adjustments" ADD CONSTRAINT "driver_settlement_adjustments_settlement_id_driver_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."driver_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlement_adjustments" ADD CONSTRAINT "driver_settlement_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlement_lines" ADD CONSTRAINT "driver_settlement_lines_settlement_id_driver_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."driver_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlement_lines" ADD CONSTRAINT "driver_settlement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlement_lines" ADD CONSTRAINT "driver_settlement_lines_rule_id_driver_pay_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."driver_pay_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlements" ADD CONSTRAINT "driver_settlements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlements" ADD CONSTRAINT "driver_settlements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_pay_rules_driver_idx" ON "driver_pay_rules" USING btree ("driver_id","effective_from");--> statement-breakpoint
CREATE INDEX "driver_settlement_adjustments_settlement_idx" ON "driver_settlement_adjustments" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_settlement_lines_order_idx" ON "driver_settlement_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "driver_settlement_lines_settlement_idx" ON "driver_settlement_lines" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_settlements_driver_week_idx" ON "driver_settlements" USING btree ("driver_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_settlements_number_idx" ON "driver_settlements" USING btree ("number");--> statement-breakpoint
CREATE INDEX "driver_settlements_week_idx" ON "driver_settlements" USING btree ("week_start");--> statement-breakpoint
-- Every driver keeps being paid what the app showed before pay rules existed (15 % of each
-- delivered job's total) until dispatch sets rules of its own.
INSERT INTO "driver_pay_rules" ("driver_id", "effective_from", "percent") VALUES (NULL, '2000-01-01', 15);
