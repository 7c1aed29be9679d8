-- Guarantees Drizzle cannot express. Each statement is one chunk (the migrator runs them one by one).

-- No two active rentals of one listing overlap (inclusive calendar days). Purchases and finished,
-- declined, cancelled or expired reservations never block. Needs btree_gist for the uuid equality.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("listing_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" in ('pending', 'accepted', 'ongoing', 'confirmed') and not "is_purchase");--> statement-breakpoint

-- listings.review_count and rating_sum follow listing_reviews (average = rating_sum / review_count).
CREATE FUNCTION "listing_reviews_maintain_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "listings" SET "review_count" = "review_count" - 1, "rating_sum" = "rating_sum" - OLD."rating"
      WHERE "id" = OLD."listing_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "listings" SET "review_count" = "review_count" + 1, "rating_sum" = "rating_sum" + NEW."rating"
      WHERE "id" = NEW."listing_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER "listing_reviews_rating"
  AFTER INSERT OR DELETE OR UPDATE OF "rating", "listing_id" ON "listing_reviews"
  FOR EACH ROW EXECUTE FUNCTION "listing_reviews_maintain_rating"();
