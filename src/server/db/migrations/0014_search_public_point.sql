-- Searches in a town without text read the town public point by public point (decision 0014, search-plan.ts
-- placeFirstPage): the points within the town's radius are enumerated in the query and each is looked up by
-- equality here. Every column the search filters and sorts on is INCLUDEd, so a town's listings are
-- index-only scans instead of a bitmap over the town that fetched one heap block per listing and computed a
-- distance per listing. Drizzle cannot express INCLUDE: the schema declares the key, this migration the rest.
CREATE INDEX "listings_public_point_idx" ON "listings" USING btree ("public_lat", "public_lng")
  INCLUDE ("id", "owner_id", "category", "available", "price_per_day", "rating_avg", "quality_score", "for_sale", "sale_price", "public_location")
  WHERE status = 'active' and deleted_at is null and public_lat is not null;
