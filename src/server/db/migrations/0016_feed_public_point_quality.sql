-- The personal feed reads where listings are dense public point by public point (decision 0031,
-- feed-by-points.ts): every listing of a point has the same distance from the viewer, so the point's listings
-- are read in quality order, and only as far down as can still reach the page. The index keeps the columns
-- the town search reads (migration 0014), with quality_score moved from INCLUDE into the key; equality on the
-- point, as the town search uses it, reads it as before.
DROP INDEX "listings_public_point_idx";--> statement-breakpoint
CREATE INDEX "listings_public_point_idx" ON "listings" USING btree ("public_lat", "public_lng", "quality_score" DESC NULLS FIRST)
  INCLUDE ("id", "owner_id", "category", "available", "price_per_day", "rating_avg", "for_sale", "sale_price", "public_location")
  WHERE status = 'active' and deleted_at is null and public_lat is not null;
