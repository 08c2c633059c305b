ALTER TABLE "webhook_endpoints" ADD COLUMN "all_clients" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "client_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Endpoints registered before scopes heard every client's orders: they keep doing so, as if an
-- admin had chosen "all". New ones say whose orders they hear.
UPDATE "webhook_endpoints" SET "all_clients" = true;
