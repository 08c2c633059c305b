CREATE TYPE "public"."order_payment_status" AS ENUM('unpaid', 'paid', 'invoiced', 'refunded');--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(80) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_refund_id" varchar(120) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"last_read_message_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_user_id_order_id_pk" PRIMARY KEY("user_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" varchar(40) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"user_id" integer,
	"address" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"events" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"subject" varchar(120) NOT NULL,
	"ip_address" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_subject_ip_address_pk" PRIMARY KEY("subject","ip_address")
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "cold_chain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "approval_status" varchar(10) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "rejection_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_last_step" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_precision" varchar(6) DEFAULT 'street' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_precision" varchar(6) DEFAULT 'street' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "order_payment_status" DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_fix_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_decline_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_declined_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "temperature_class" varchar(12) DEFAULT 'ambient' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "temperature_excursion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requires_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_order_idx" ON "notification_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_user_hash_idx" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_declined_by_drivers_id_fk" FOREIGN KEY ("driver_declined_by") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- w13b: custom SQL (keep on merge)
-- Backfill what was truly paid. A succeeded payment: paid (also for cancelled orders, since
-- cancelling refunded nothing before this change). Confirmed or later with no payment: dispatch
-- approved it unpaid, so it is billed on account (invoiced). Everything else stays unpaid.
UPDATE "orders" SET "payment_status" = 'paid'
  WHERE EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = "orders"."id" AND p."status" = 'succeeded');--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'invoiced'
  WHERE "payment_status" = 'unpaid'
    AND "status" IN ('confirmed', 'assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered');

--> statement-breakpoint
-- w15a: custom SQL (keep on merge)
-- Read marks for messages written before they existed (same as BACKFILL_READ_MARKERS in
-- src/server/modules/messages/read-markers.ts): each party and every admin has seen what was
-- marked read and what they wrote.
insert into message_reads (user_id, order_id, last_read_message_id)
select p.user_id, p.order_id, max(m.id)
from (
  select o.id as order_id, o.client_id as user_id from orders o
  union select o.id, d.user_id from orders o join drivers d on d.id = o.driver_id
  union select mo.order_id, u.id from (select distinct order_id from messages) mo
    cross join users u where u.role = 'admin'
) p
join messages m on m.order_id = p.order_id and (m.is_read or m.sender_id = p.user_id)
group by p.user_id, p.order_id
on conflict do nothing;

--> statement-breakpoint
-- w14b: custom SQL (keep on merge)
-- Drivers who were working before vetting existed are approved (issue 14, finding 7); only
-- drivers who sign up from now on wait for an admin.
UPDATE "drivers" SET "approval_status" = 'approved', "reviewed_at" = now() WHERE "approval_status" = 'pending';--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_approval_status_check" CHECK ("approval_status" IN ('pending', 'approved', 'rejected'));

--> statement-breakpoint
-- w18: custom SQL (keep on merge)
-- Orders booked before deadlines existed get them by the rule of src/domain/deadlines.ts, counted
-- from their confirmation (or booking): emergency 2 h, express 4 h, otherwise the end of the slot
-- (12:00, 17:00, 20:00 Central) on the scheduled or confirmation day; pickup 1 h (emergency) or 2 h before.
ALTER TABLE "orders" ADD CONSTRAINT "orders_temperature_class_check" CHECK ("temperature_class" in ('ambient', 'refrigerated', 'frozen'));--> statement-breakpoint
UPDATE "orders" o SET "deliver_by" = CASE o.priority
    WHEN 'emergency' THEN c.at + interval '2 hours'
    WHEN 'express' THEN c.at + interval '4 hours'
    ELSE ((coalesce(o.scheduled_date, c.at) AT TIME ZONE 'America/Chicago')::date
      + make_interval(hours => CASE o.preferred_time_slot WHEN 'morning' THEN 12 WHEN 'afternoon' THEN 17 ELSE 20 END))
      AT TIME ZONE 'America/Chicago'
  END
FROM (
  SELECT x.id, coalesce((SELECT min(t.created_at) FROM "tracking_events" t WHERE t.order_id = x.id AND t.status = 'confirmed'), x.created_at) AS at
  FROM "orders" x
) c
WHERE c.id = o.id AND o.deliver_by IS NULL;--> statement-breakpoint
UPDATE "orders" SET "pickup_by" = "deliver_by" - CASE priority WHEN 'emergency' THEN interval '1 hour' ELSE interval '2 hours' END
WHERE "pickup_by" IS NULL AND "deliver_by" IS NOT NULL;

