ALTER TABLE "drivers" ADD COLUMN "vehicle_size" varchar(10);--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "max_distance_miles" integer;--> statement-breakpoint
ALTER TABLE "auto_dispatch_settings" ADD COLUMN "max_distance_miles" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
-- Existing drivers get the size their vehicle's description names (vehicleSizeOf in src/domain).
UPDATE "drivers" SET "vehicle_size" = 'van' WHERE "vehicle" ~* '(transit|promaster|sprinter|\mvan\M|express|nv200|metris)';--> statement-breakpoint
UPDATE "drivers" SET "vehicle_size" = 'suv' WHERE "vehicle_size" IS NULL AND "vehicle" ~* '(cr-v|rav4|suv|explorer|tahoe|outback|pickup|f-150|silverado|\mram\M)';--> statement-breakpoint
UPDATE "drivers" SET "vehicle_size" = 'car' WHERE "vehicle_size" IS NULL AND "vehicle" IS NOT NULL;
