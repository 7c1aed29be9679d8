-- GIN indexes keep a pending list by default (fastupdate): new entries are appended unsorted, and every scan of the
-- index reads the whole list, up to gin_pending_list_limit (4 MB), until a vacuum or autoanalyze merges it, or an
-- insert finds it full and merges it inline. PGlite runs no autovacuum at all, and merging 4 MB at a time leaves
-- the index half as big again as one built once (decision 0042). The listings' GIN indexes are read by every search
-- and written by each created or edited listing: entries now go straight into the index.
ALTER INDEX "listings_search_vector_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "listings_public_location_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "listings_unplaced_public_location_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_words_word_trgm" SET (fastupdate = off);--> statement-breakpoint
-- Turning it off does not merge what is pending.
SELECT gin_clean_pending_list(c.oid)
FROM pg_class c JOIN pg_am a ON a.oid = c.relam
WHERE a.amname = 'gin' AND c.relname IN ('listings_search_vector_idx', 'listings_public_location_trgm', 'listings_unplaced_public_location_trgm', 'search_words_word_trgm');
