-- A common word in a town (search-plan.ts placeTextPage) intersects two index bitmaps: the word's from the text index
-- and the town's from this one, by equality with the keys of the town's public points. One float per point
-- (public_lat * 1000 + public_lng: two points rarely share one, and the join to the points removes any that do), no
-- INCLUDE, so equal keys share one entry (btree deduplication): 30 MB at 1,000,000 listings instead of
-- listings_public_point_idx's 309 MB, and a town's 32,000 entries read in 6 ms instead of 15 (the GiST box of the
-- former statement: 11 ms for 59,000). An expression, not the two columns: on the columns the planner took it for the
-- feed's and the town's point lookups too, a heap fetch per listing instead of an index-only scan of the covering index.
CREATE INDEX "listings_public_point_key_idx" ON "listings" USING btree ((public_lat * 1000 + public_lng))
  WHERE status = 'active' and deleted_at is null and public_lat is not null;
