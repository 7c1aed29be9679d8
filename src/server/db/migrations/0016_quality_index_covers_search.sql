-- A common word sorted by relevance reads its best matches in the order of listings_quality_idx (decision 0024,
-- search-plan.ts boundedPage). With the key alone, every listing of that order had to be fetched from the table to
-- test the words and the filters: for "parties" for sale at 1,000,000 listings, 47,822 heap blocks (965 ms), or the
-- word's whole bitmap. INCLUDing the search vector and every column the search filters read makes that walk an
-- index-only scan (28 ms for the same read). The neutral feed walks the same index with its own filters (owner,
-- bookable days, categories), which it now reads from the index too. Decision 0030. Drizzle cannot express INCLUDE:
-- the schema declares the key, this migration the rest.
DROP INDEX "listings_quality_idx";--> statement-breakpoint
CREATE INDEX "listings_quality_idx" ON "listings" USING btree ("quality_score" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("search_vector", "owner_id", "category", "available", "price_per_day", "rating_avg", "for_sale", "sale_price", "public_lat", "public_lng", "public_location")
  WHERE status = 'active' and deleted_at is null;
