CREATE TABLE "invoice_checkout_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"session_id" varchar(255) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"opened_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" integer,
	"provider_intent_id" varchar(255),
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoice_checkout_sessions_amount_positive" CHECK ("invoice_checkout_sessions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_checkout_sessions" ADD CONSTRAINT "invoice_checkout_sessions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_checkout_sessions" ADD CONSTRAINT "invoice_checkout_sessions_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_checkout_sessions" ADD CONSTRAINT "invoice_checkout_sessions_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_checkout_sessions_session_uq" ON "invoice_checkout_sessions" USING btree ("provider","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_checkout_sessions_payment_uq" ON "invoice_checkout_sessions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoice_checkout_sessions_invoice_idx" ON "invoice_checkout_sessions" USING btree ("invoice_id");