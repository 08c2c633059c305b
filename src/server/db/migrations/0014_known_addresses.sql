CREATE TABLE "address_sightings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(160) NOT NULL,
	"order_id" integer,
	"end" varchar(8) NOT NULL,
	"source" varchar(10) NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(160) NOT NULL,
	"street" varchar(120) NOT NULL,
	"zip" varchar(5) NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"source" varchar(10) NOT NULL,
	"observations" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_sightings" ADD CONSTRAINT "address_sightings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_sightings" ADD CONSTRAINT "address_sightings_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_sightings_key_idx" ON "address_sightings" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "address_sightings_order_end_idx" ON "address_sightings" USING btree ("order_id","end","source");--> statement-breakpoint
CREATE UNIQUE INDEX "known_addresses_key_idx" ON "known_addresses" USING btree ("key");