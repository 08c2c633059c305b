CREATE TABLE "idempotency_effects" (
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"seq" smallint NOT NULL,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_effects_user_id_key_seq_pk" PRIMARY KEY("user_id","key","seq")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner" varchar(64);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_effects" ADD CONSTRAINT "idempotency_effects_user_id_key_idempotency_keys_user_id_key_fk" FOREIGN KEY ("user_id","key") REFERENCES "public"."idempotency_keys"("user_id","key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Answers kept before secrets were withheld: the one-time secrets in them are dropped, the replay says so.
UPDATE "idempotency_keys" SET "body" = NULL, "withheld" = true WHERE "body" ~ '"(recoveryCodes|secret|otpauthUrl|qrCode|sessionToken)"\s*:';
