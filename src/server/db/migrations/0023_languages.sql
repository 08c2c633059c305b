ALTER TABLE "users" ADD COLUMN "language" varchar(2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_language" varchar(2);