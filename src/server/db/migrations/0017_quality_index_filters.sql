-- Searches without words walk listings_quality_idx (relevance and distance without an origin) and count their
-- matches up to 1,001 (search-plan.ts indexedCount). The filtered columns of fixed size ride in the index, so both
-- test price, rating and for-sale from it instead of fetching every listing's row: "for sale only" counted in
-- 17 ms instead of 280–370 ms at 1,000,000 listings. Only fixed-size columns: a btree entry holds at most 2,704
-- bytes, and availability (a multirange) or any text could exceed it (decision 0030).
DROP INDEX "listings_quality_idx";--> statement-breakpoint
CREATE INDEX "listings_quality_idx" ON "listings" USING btree ("quality_score" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("price_per_day", "rating_avg", "for_sale", "sale_price")
  WHERE status = 'active' and deleted_at is null;
