ALTER TABLE "listing_reviews" DROP CONSTRAINT "listing_reviews_comment_length";--> statement-breakpoint
ALTER TABLE "user_reviews" DROP CONSTRAINT "user_reviews_comment_length";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "review_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_review_window_idx" ON "reservations" USING btree ("completed_at") WHERE "reservations"."status" = 'completed' and "reservations"."review_reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "listing_reviews_unpublished_idx" ON "listing_reviews" USING btree ("reservation_id") WHERE "listing_reviews"."published_at" is null;--> statement-breakpoint
CREATE INDEX "user_reviews_unpublished_idx" ON "user_reviews" USING btree ("reservation_id") WHERE "user_reviews"."published_at" is null;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_comment_length" CHECK (char_length("listing_reviews"."comment") <= 5000);--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_comment_length" CHECK (char_length("user_reviews"."comment") <= 5000);--> statement-breakpoint
-- Reviews written before double-blind publication were public: they stay published (the counters already count them).
UPDATE "listing_reviews" SET "published_at" = "created_at" WHERE "published_at" IS NULL;--> statement-breakpoint
UPDATE "user_reviews" SET "published_at" = "created_at" WHERE "published_at" IS NULL;--> statement-breakpoint
UPDATE "reservations" SET "completed_at" = "updated_at" WHERE "status" = 'completed' AND "completed_at" IS NULL;--> statement-breakpoint
-- The review window runs from completion: stamped from updated_at (set from the app's clock by every transition).
CREATE FUNCTION "reservations_stamp_completed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'completed' AND NEW."completed_at" IS NULL AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'completed') THEN
    NEW."completed_at" := NEW."updated_at";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_completed_at" BEFORE INSERT OR UPDATE OF "status" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservations_stamp_completed_at"();--> statement-breakpoint
-- listings.review_count and rating_sum count PUBLISHED listing reviews only (cards, detail, search, feed read them).
CREATE OR REPLACE FUNCTION "listing_reviews_maintain_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."published_at" IS NOT NULL THEN
    UPDATE "listings" SET "review_count" = "review_count" - 1, "rating_sum" = "rating_sum" - OLD."rating"
      WHERE "id" = OLD."listing_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."published_at" IS NOT NULL THEN
    UPDATE "listings" SET "review_count" = "review_count" + 1, "rating_sum" = "rating_sum" + NEW."rating"
      WHERE "id" = NEW."listing_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "listing_reviews_rating" ON "listing_reviews";--> statement-breakpoint
CREATE TRIGGER "listing_reviews_rating"
  AFTER INSERT OR DELETE OR UPDATE OF "rating", "listing_id", "published_at" ON "listing_reviews"
  FOR EACH ROW EXECUTE FUNCTION "listing_reviews_maintain_rating"();--> statement-breakpoint
-- A submitted review is immutable: only its publication (null → a time, once) may change.
CREATE FUNCTION "reviews_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'published_at') IS DISTINCT FROM (to_jsonb(OLD) - 'published_at')
    OR (OLD."published_at" IS NOT NULL AND NEW."published_at" IS DISTINCT FROM OLD."published_at") THEN
    RAISE EXCEPTION 'a submitted review cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_reviews_immutable" BEFORE UPDATE ON "listing_reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_immutable"();--> statement-breakpoint
CREATE TRIGGER "user_reviews_immutable" BEFORE UPDATE ON "user_reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_immutable"();
