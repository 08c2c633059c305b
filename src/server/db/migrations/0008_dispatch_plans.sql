CREATE TABLE "dispatch_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(10) NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"routes" jsonb NOT NULL,
	"pins" jsonb NOT NULL,
	"view" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_by" integer,
	"applied_routes" jsonb
);
--> statement-breakpoint
ALTER TABLE "dispatch_plans" ADD CONSTRAINT "dispatch_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_plans" ADD CONSTRAINT "dispatch_plans_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_plans_status_idx" ON "dispatch_plans" USING btree ("status","id" DESC NULLS LAST);