-- A common word sorted by price, rating or quality walked the order's index and fetched every listing's row to test
-- the word: 3,000 rows for a page of "pressure" by price (34 ms), 12,000 for the relevance read of "monitor" (36 ms)
-- at 1,000,000 listings. The words cannot ride in a btree entry (at most 2,704 bytes; decision 0030), but a
-- fixed-size signature of them can: 256 bits, two set for each of the listing's lexemes (from the md5 of the lexeme,
-- which no PostgreSQL version changes). A listing whose signature lacks a bit of the query's signature cannot have
-- all the query's lexemes, so the walk tests the signature from the index and fetches only the rows that may match;
-- the words themselves still decide (decision 0034). The price and rating indexes also carry the other filters of
-- fixed size, as the quality index does (migration 0017), so that a walk tests every filter but the words from them.
CREATE FUNCTION lexeme_signature(lexemes text[]) RETURNS bit(256) LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(
    bit_or(set_bit(set_bit(repeat('0', 256)::bit(256), ('x' || substr(hash, 1, 2))::bit(8)::int, 1), ('x' || substr(hash, 3, 2))::bit(8)::int, 1)),
    repeat('0', 256)::bit(256))
  FROM (SELECT md5(lexeme) AS hash FROM unnest(lexemes) lexeme) hashed
$$;--> statement-breakpoint
-- The signature every listing matching `query` has: the signature of its lexemes, when the query asks for all of them
-- in any order (only &, as websearch_to_tsquery joins words). NULL when it has an alternative (|), an exclusion (!), a
-- prefix or weight (:), a lexeme written with a quote or backslash — or a phrase (<->, also from a hyphenated word):
-- its signature would hold, but listings with both words apart would pass it and be fetched for nothing. No string
-- literal here holds a backslash, so the function reads the same whatever standard_conforming_strings says.
CREATE FUNCTION tsquery_signature(query tsquery) RETURNS bit(256) LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE
    WHEN strpos(query::text, chr(92)) > 0 OR strpos(query::text, '''''') > 0 THEN NULL
    WHEN regexp_replace(query::text, '''[^'']*''', '', 'g') !~ '^[ &()]*$' THEN NULL
    ELSE lexeme_signature(ARRAY(SELECT match[1] FROM regexp_matches(query::text, '''([^'']*)''', 'g') match))
  END
$$;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "lexeme_signature" bit(256) GENERATED ALWAYS AS (lexeme_signature(tsvector_to_array(
  setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', category), 'B') || setweight(to_tsvector('english', description), 'C')
))) STORED;--> statement-breakpoint
DROP INDEX "listings_quality_idx";--> statement-breakpoint
CREATE INDEX "listings_quality_idx" ON "listings" USING btree ("quality_score" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("price_per_day", "rating_avg", "for_sale", "sale_price", "lexeme_signature")
  WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
DROP INDEX "listings_price_idx";--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price_per_day", "id")
  INCLUDE ("rating_avg", "for_sale", "sale_price", "lexeme_signature")
  WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
DROP INDEX "listings_rating_idx";--> statement-breakpoint
CREATE INDEX "listings_rating_idx" ON "listings" USING btree ("rating_avg" DESC NULLS FIRST, "id" DESC NULLS FIRST)
  INCLUDE ("price_per_day", "for_sale", "sale_price", "lexeme_signature")
  WHERE status = 'active' and deleted_at is null;--> statement-breakpoint
ANALYZE "listings";
