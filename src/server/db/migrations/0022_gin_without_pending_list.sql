-- GIN indexes keep a pending list by default (fastupdate): new entries are appended unsorted, and every scan of the
-- index reads the whole list, up to gin_pending_list_limit (4 MB), until a vacuum or an autoanalyze merges it, or an
-- insert finds it full and merges it itself. PGlite runs no autovacuum, and on PostgreSQL an autoanalyze waits for a
-- tenth of the table to change: searches read up to 4 MB of unmerged entries (decision 0042). Entries now go straight
-- into the index; a created or edited listing costs about a millisecond more.
--
-- What is pending is merged first, while reads and writes go on (the merge locks the index only against other merges
-- and rebuilds).
SELECT gin_clean_pending_list('listings_search_vector_idx'::regclass), gin_clean_pending_list('listings_public_location_trgm'::regclass),
  gin_clean_pending_list('listings_unplaced_public_location_trgm'::regclass), gin_clean_pending_list('search_words_word_trgm'::regclass);
--> statement-breakpoint
-- ALTER INDEX … SET locks each index against every read and write of its table until the migrations commit. Taken
-- index by index, while queries that opened some of the indexes wait for the others, they deadlock: the tables are
-- locked first, so those queries wait for the migration instead (a moment: nothing is left to merge but what
-- arrived since the merge above).
LOCK TABLE "listings", "search_words" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
ALTER INDEX "listings_search_vector_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "listings_public_location_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "listings_unplaced_public_location_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_words_word_trgm" SET (fastupdate = off);--> statement-breakpoint
-- Turning the option off merges nothing itself.
SELECT gin_clean_pending_list('listings_search_vector_idx'::regclass), gin_clean_pending_list('listings_public_location_trgm'::regclass),
  gin_clean_pending_list('listings_unplaced_public_location_trgm'::regclass), gin_clean_pending_list('search_words_word_trgm'::regclass);
