import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of the listings' titles and categories (three letters or more, not only digits), kept by
 * triggers on `listings` (migration 0015). Search corrects a misspelt word against it (decision 0023): the
 * trigram index finds the words like it in a table of words, not in every listing's text.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
  },
  (t) => [index('search_words_word_trgm').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false })],
);
