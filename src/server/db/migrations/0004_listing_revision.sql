ALTER TABLE "listings" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any update of a listing row bumps its revision (status, price, availability, rating counters…).
CREATE FUNCTION "listings_bump_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."revision" := OLD."revision" + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_revision" BEFORE UPDATE ON "listings" FOR EACH ROW EXECUTE FUNCTION "listings_bump_revision"();--> statement-breakpoint
-- Photos added, reordered or removed: touch their listings once per statement (bulk inserts stay cheap).
CREATE FUNCTION "listing_photos_touch_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings" SET "revision" = "revision" + 1 WHERE "id" IN (SELECT DISTINCT "listing_id" FROM "changed_photos");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_photos_inserted" AFTER INSERT ON "listing_photos" REFERENCING NEW TABLE AS "changed_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_photos_touch_listings"();--> statement-breakpoint
CREATE TRIGGER "listing_photos_updated" AFTER UPDATE ON "listing_photos" REFERENCING NEW TABLE AS "changed_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_photos_touch_listings"();--> statement-breakpoint
CREATE TRIGGER "listing_photos_deleted" AFTER DELETE ON "listing_photos" REFERENCING OLD TABLE AS "changed_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_photos_touch_listings"();--> statement-breakpoint
-- Cards show the owner's name and photo.
CREATE FUNCTION "profiles_touch_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings" SET "revision" = "revision" + 1 WHERE "owner_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_listing_revision" AFTER UPDATE OF "first_name", "last_name", "profile_photo_url" ON "profiles" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."profile_photo_url" IS DISTINCT FROM NEW."profile_photo_url")
  EXECUTE FUNCTION "profiles_touch_listings"();
