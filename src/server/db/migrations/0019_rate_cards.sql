CREATE TABLE "rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"card" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate_card_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate_card_version" integer;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_organization_version_uq" ON "rate_cards" USING btree ("organization_id","version");--> statement-breakpoint
CREATE INDEX "rate_cards_organization_effective_idx" ON "rate_cards" USING btree ("organization_id","effective_from");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE no action ON UPDATE no action;