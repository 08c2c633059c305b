CREATE TABLE "organization_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" varchar(10) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "cost_centres" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organization_role" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cost_centre" varchar(60);--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_hash_idx" ON "organization_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "organization_invitations_org_idx" ON "organization_invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_organization_created_idx" ON "orders" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every client without an organisation gets one of its own, named after it (a temporary column
-- ties each new organisation to its client), and every client owns the organisation it is in.
ALTER TABLE "organizations" ADD COLUMN "founding_user_id" integer;--> statement-breakpoint
INSERT INTO "organizations" ("name", "phone", "founding_user_id")
  SELECT left(trim("first_name" || ' ' || "last_name"), 120), "phone", "id" FROM "users"
  WHERE "role" = 'client' AND "organization_id" IS NULL;--> statement-breakpoint
UPDATE "users" SET "organization_id" = g."id" FROM "organizations" g WHERE g."founding_user_id" = "users"."id";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "founding_user_id";--> statement-breakpoint
UPDATE "users" SET "organization_role" = 'owner' WHERE "role" = 'client';--> statement-breakpoint
-- Each order belongs to the organisation of the client that booked it.
UPDATE "orders" SET "organization_id" = u."organization_id" FROM "users" u WHERE u."id" = "orders"."client_id";
