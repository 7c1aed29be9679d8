-- A common word in a town (search-plan.ts placeTextPage) intersected two index bitmaps: the word's from the text index
-- and the town's from listings_public_point_key_idx (migration 0018), each built whole. "camera" in Petah Tikva at
-- 1,000,000 listings: 24,731 and 36,002 entries, 17 and 18 ms, for 914 listings of both (decision 0041). The town's
-- public points now ride in the word's GIN index as tokens beside the filters' (migration 0019), so one index scan
-- intersects the word's entries and the points' within the index:
--   g:<key>   the listing's public point: round((public_lat * 1000 + public_lng) * 1e6), an integer so that its text
--             never depends on extra_float_digits; two points rarely share one, and the join to the points keeps the
--             exact ones. None without a public point.
-- PL/pgSQL so that plans show the call, not the inlined expression (as listing_filter_tokens).
CREATE FUNCTION listing_point_tokens(lat double precision, lng double precision)
RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF lat IS NULL OR lng IS NULL THEN
    RETURN '{}'::text[];
  END IF;
  RETURN array['g:' || round((lat * 1000 + lng) * 1000000)::bigint];
END
$$;--> statement-breakpoint
-- Built beside the former index and swapped at the end: while it builds, the table is locked against writes only
-- (SHARE), not against reads; the drop takes its exclusive lock just before the migration commits.
CREATE INDEX "listings_search_vector_idx_0021" ON "listings" USING gin
  ("search_vector", listing_filter_tokens("price_per_day", "rating_avg", "sale_price", "category"), listing_point_tokens("public_lat", "public_lng"));
--> statement-breakpoint
DROP INDEX "listings_search_vector_idx";--> statement-breakpoint
ALTER INDEX "listings_search_vector_idx_0021" RENAME TO "listings_search_vector_idx";--> statement-breakpoint
-- Only placeTextPage read it.
DROP INDEX "listings_public_point_key_idx";--> statement-breakpoint
ANALYZE "listings";
