-- A word with broad filters ("person", up to ₪220, rated 3.5 or more, for sale) intersected the word's bitmap with
-- the price index's: 418,759 entries read for a price cap at 1,000,000 listings, 100–130 ms per statement
-- (decision 0014, "Measured 2026-11-28"). The filters now ride in the word's GIN index as tokens, so one index scan
-- gives the listings that have the word and whose price, rating, category and sale fall in the filters' ranges:
--   c:<category>       its category
--   sale               for sale with a price
--   p<B / p>B          a price of at most / at least B, for each bound B of a fixed ladder (cumulative: a listing
--                      at ₪40 has p<50, p<75 … p<1000 and p>10, p>20, p>30)
--   rF                 an average rating of at least F tenths (r35: 3.5 or more), floors 1 to 5 by halves
-- A search asks for the tokens its filters imply (search-query.ts filterTokens: the next bound outward), which every
-- listing that passes the exact conditions has; the exact conditions still decide. The ladder here and there must
-- agree (search-query.test.ts checks every bound).
-- PL/pgSQL so that plans show the call, not the inlined expression.
CREATE FUNCTION listing_filter_tokens(price numeric, rating double precision, sale_price numeric, category text)
RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN array_remove(array[
    'c:' || category,
    case when sale_price is not null then 'sale' end,
    case when price <= 10 then 'p<10' end,
    case when price <= 20 then 'p<20' end,
    case when price <= 30 then 'p<30' end,
    case when price <= 50 then 'p<50' end,
    case when price <= 75 then 'p<75' end,
    case when price <= 100 then 'p<100' end,
    case when price <= 150 then 'p<150' end,
    case when price <= 200 then 'p<200' end,
    case when price <= 250 then 'p<250' end,
    case when price <= 300 then 'p<300' end,
    case when price <= 400 then 'p<400' end,
    case when price <= 500 then 'p<500' end,
    case when price <= 700 then 'p<700' end,
    case when price <= 1000 then 'p<1000' end,
    case when price >= 10 then 'p>10' end,
    case when price >= 20 then 'p>20' end,
    case when price >= 30 then 'p>30' end,
    case when price >= 50 then 'p>50' end,
    case when price >= 75 then 'p>75' end,
    case when price >= 100 then 'p>100' end,
    case when price >= 150 then 'p>150' end,
    case when price >= 200 then 'p>200' end,
    case when price >= 250 then 'p>250' end,
    case when price >= 300 then 'p>300' end,
    case when price >= 400 then 'p>400' end,
    case when price >= 500 then 'p>500' end,
    case when price >= 700 then 'p>700' end,
    case when price >= 1000 then 'p>1000' end,
    case when rating * 10 >= 10 then 'r10' end,
    case when rating * 10 >= 15 then 'r15' end,
    case when rating * 10 >= 20 then 'r20' end,
    case when rating * 10 >= 25 then 'r25' end,
    case when rating * 10 >= 30 then 'r30' end,
    case when rating * 10 >= 35 then 'r35' end,
    case when rating * 10 >= 40 then 'r40' end,
    case when rating * 10 >= 45 then 'r45' end,
    case when rating * 10 >= 50 then 'r50' end
  ], null);
END
$$;--> statement-breakpoint
DROP INDEX "listings_search_vector_idx";--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin
  ("search_vector", listing_filter_tokens("price_per_day", "rating_avg", "sale_price", "category"));
--> statement-breakpoint
-- The planner estimates the tokens from the statistics of the index's expression, which only ANALYZE gathers.
ANALYZE "listings";
