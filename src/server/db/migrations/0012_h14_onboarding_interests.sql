ALTER TABLE "profiles" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_interests" CHECK ("profiles"."interests" <@ array['Bikes', 'Water Sports', 'Photography', 'Outdoor Gear', 'Electronics', 'Vehicles', 'Sports Equipment', 'Musical Instruments', 'Home & Garden', 'Art & Crafts', 'Books', 'Gaming']::text[]);--> statement-breakpoint
-- Accounts from before onboarding existed are not sent to it.
UPDATE "profiles" SET "onboarded_at" = "created_at" WHERE "onboarded_at" IS NULL;
