CREATE TABLE "order_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"service_type" varchar(40) NOT NULL,
	"priority" varchar(20) NOT NULL,
	"item_description" varchar(500),
	"special_instructions" varchar(1000),
	"preferred_time_slot" varchar(20),
	"requires_signature" boolean DEFAULT false NOT NULL,
	"requires_id" boolean DEFAULT false NOT NULL,
	"temperature_class" varchar(20) DEFAULT 'ambient' NOT NULL,
	"requires_photo" boolean DEFAULT false NOT NULL,
	"pickup_saved_place_id" integer,
	"pickup_address" varchar(300),
	"pickup_contact_name" varchar(120),
	"pickup_contact_phone" varchar(30),
	"delivery_saved_place_id" integer,
	"delivery_address" varchar(300),
	"delivery_contact_name" varchar(120),
	"delivery_contact_phone" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"label" varchar(80) NOT NULL,
	"address" varchar(300) NOT NULL,
	"place_id" varchar(600) NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"state" varchar(2) NOT NULL,
	"precision" varchar(6) NOT NULL,
	"contact_name" varchar(120),
	"contact_phone" varchar(30),
	"access_notes" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"rrule" text NOT NULL,
	"template" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"time_of_day" varchar(5) NOT NULL,
	"skip_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_orders_status_check" CHECK ("recurring_orders"."status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "auto_dispatch_escalations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"reason" varchar(300) NOT NULL,
	"escalated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_dispatch_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"driver_id" integer,
	"distance_miles" numeric(7, 1),
	"message" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_dispatch_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"distance_miles" numeric(7, 1) NOT NULL,
	"state" varchar(10) DEFAULT 'open' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auto_dispatch_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"offer_timeout_seconds" integer DEFAULT 60 NOT NULL,
	"max_offers" smallint DEFAULT 3 NOT NULL,
	"max_active_jobs" smallint DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_dispatch_settings_single_row" CHECK ("auto_dispatch_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recurring_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "order_templates" ADD CONSTRAINT "order_templates_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_templates" ADD CONSTRAINT "order_templates_pickup_saved_place_id_saved_places_id_fk" FOREIGN KEY ("pickup_saved_place_id") REFERENCES "public"."saved_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_templates" ADD CONSTRAINT "order_templates_delivery_saved_place_id_saved_places_id_fk" FOREIGN KEY ("delivery_saved_place_id") REFERENCES "public"."saved_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_dispatch_escalations" ADD CONSTRAINT "auto_dispatch_escalations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_dispatch_log" ADD CONSTRAINT "auto_dispatch_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_dispatch_log" ADD CONSTRAINT "auto_dispatch_log_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_dispatch_offers" ADD CONSTRAINT "auto_dispatch_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_dispatch_offers" ADD CONSTRAINT "auto_dispatch_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_dispatch_settings" ADD CONSTRAINT "auto_dispatch_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_templates_client_name_idx" ON "order_templates" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE INDEX "order_templates_pickup_place_idx" ON "order_templates" USING btree ("pickup_saved_place_id");--> statement-breakpoint
CREATE INDEX "order_templates_delivery_place_idx" ON "order_templates" USING btree ("delivery_saved_place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_places_client_label_idx" ON "saved_places" USING btree ("client_id",lower("label"));--> statement-breakpoint
CREATE INDEX "recurring_orders_client_idx" ON "recurring_orders" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "recurring_orders_status_idx" ON "recurring_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "auto_dispatch_log_order_idx" ON "auto_dispatch_log" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_dispatch_offers_order_driver_idx" ON "auto_dispatch_offers" USING btree ("order_id","driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_dispatch_offers_one_open_idx" ON "auto_dispatch_offers" USING btree ("order_id") WHERE "auto_dispatch_offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "auto_dispatch_offers_due_idx" ON "auto_dispatch_offers" USING btree ("expires_at") WHERE "auto_dispatch_offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "auto_dispatch_offers_driver_open_idx" ON "auto_dispatch_offers" USING btree ("driver_id") WHERE "auto_dispatch_offers"."state" = 'open';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recurring_id_recurring_orders_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_recurring_occurrence_uq" ON "orders" USING btree ("recurring_id","occurrence_date");