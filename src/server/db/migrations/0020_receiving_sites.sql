ALTER TABLE "organizations" ADD COLUMN "receiving_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_organization_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_organization_id_organizations_id_fk" FOREIGN KEY ("delivery_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_organization_status_idx" ON "orders" USING btree ("delivery_organization_id","status");