-- Typo tolerance from a table of words (decision 0023): a misspelt word is looked up among the words of the
-- listings' titles and categories, and the listings are then found by full text with the words it resembles.
-- It replaces the trigram test on every listing's text (`q <% search_text`), whose index scan read and
-- re-checked up to 2,000 listings for each misspelt or two-word search.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_search_text_trgm";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a listing's search text as the simple parser splits them (lower case, no stemming): three
-- letters or more, and not a number (a listing's number or a size is not corrected).
CREATE FUNCTION "search_words_of"("search_text" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', "search_text"))) w
  WHERE char_length(w) >= 3 AND w !~ '^[0-9]+$'
$$;--> statement-breakpoint
-- New words only; words are never removed (a word no listing has any more corrects to a full-text search
-- that finds nothing). Sorted, so that concurrent statements take the new words' index entries in one order.
CREATE FUNCTION "listings_add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM "added_listings", "search_words_of"("added_listings"."search_text") w ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_search_words_inserted" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "added_listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_add_search_words"();--> statement-breakpoint
CREATE FUNCTION "listing_add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM "search_words_of"(NEW."search_text") w ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A title or category edit (row by row: most updates of a listing change neither).
CREATE TRIGGER "listings_search_words_updated" AFTER UPDATE OF "title", "category" ON "listings"
  FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text") EXECUTE FUNCTION "listing_add_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "listings", "search_words_of"("listings"."search_text") w
  ON CONFLICT DO NOTHING;
