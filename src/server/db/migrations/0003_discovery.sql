DROP INDEX "listings_title_trgm";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "quality_score" double precision GENERATED ALWAYS AS (0.4 * (case when review_count > 0 then rating_sum::float8 / review_count / 5 else 0 end) + 0.2 * ln(1 + least(greatest(review_count, 0), 50)) / ln(51)) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_avg" double precision GENERATED ALWAYS AS (case when review_count > 0 then rating_sum::float8 / review_count else 0 end) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cell_lat" integer GENERATED ALWAYS AS (floor(location_lat / 0.1)::int) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cell_lng" integer GENERATED ALWAYS AS (floor(location_lng / 0.1)::int) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (title || ' ' || category) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', category), 'B') || setweight(to_tsvector('english', description), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "listings_quality_idx" ON "listings" USING btree ("quality_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_unplaced_quality_idx" ON "listings" USING btree ("quality_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active' and deleted_at is null and location_lat is null;--> statement-breakpoint
CREATE INDEX "listings_cell_quality_idx" ON "listings" USING btree ("cell_lat","cell_lng","quality_score" DESC NULLS FIRST) WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price_per_day","id") WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_rating_idx" ON "listings" USING btree ("rating_avg" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_search_text_trgm" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_location_trgm" ON "listings" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_unplaced_location_trgm" ON "listings" USING gin ("location" gin_trgm_ops) WHERE location_lat is null;