-- A common word in a town is read like a town without text: public point by public point from this index, each
-- listing tested for the words from the index too (decision 0031). It replaces a BitmapAnd of the word's GIN bitmap
-- (147,543 entries for "two" at 1,000,000 listings, built again for the probe, the page and the count) with the
-- town's earth_box bitmap, then thousands of heap rows. Same key and predicate as migration 0014, with search_vector.
DROP INDEX "listings_public_point_idx";--> statement-breakpoint
CREATE INDEX "listings_public_point_idx" ON "listings" USING btree ("public_lat", "public_lng")
  INCLUDE ("id", "owner_id", "category", "available", "price_per_day", "rating_avg", "quality_score", "for_sale", "sale_price", "public_location", "search_vector")
  WHERE status = 'active' and deleted_at is null and public_lat is not null;
