-- The personal feed reads each grid cell's listings by quality (feed-query.ts). With the columns it needs
-- included, that read is an index-only scan: at 1,000,000 listings the heap fetches of a cell's top
-- qualities were most of a first feed page's 0.5–3.5 s (decision 0014). Same name and key as before;
-- Drizzle cannot express INCLUDE, so the schema declares the key and this migration the rest.
DROP INDEX IF EXISTS "listings_cell_quality_idx";--> statement-breakpoint
CREATE INDEX "listings_cell_quality_idx" ON "listings" USING btree ("cell_lat", "cell_lng", "quality_score" DESC NULLS FIRST)
  INCLUDE ("id", "owner_id", "category", "public_lat", "public_lng", "available")
  WHERE status = 'active' and deleted_at is null;
