/**
 * Settings for every connection: no JIT (it made short ranking queries take a second and a half), no parallel
 * workers (starting them cost 100–130 ms a statement here, on a read that takes 7–28 ms alone, and the requests of
 * a busy server already keep every core busy: decision 0030), a word-similarity threshold of 0.5 for
 * typo-tolerant search ("mountian" finds "mountain"), and the rankings' work_mem: with the default 4 MB the bitmap of
 * a town's listings turned lossy and every row of its pages was re-checked. Set for each ranking's transaction it
 * cost a round trip per feed or search page (decision 0035). It is per sort or hash step of a statement: the default pool
 * of six connections can take a few hundred MB at most, more with a larger DATABASE_POOL_SIZE.
 * PostgreSQL gets them as start-up options (db/client.ts, poolConfig); the embedded database's worker sets them on
 * its one session. A module of its own, without Drizzle, so that main.ts can start the worker before it loads the rest.
 */
export const SESSION_SETTINGS: [string, string][] = [
  ['jit', 'off'],
  ['max_parallel_workers_per_gather', '0'],
  ['pg_trgm.word_similarity_threshold', '0.5'],
  ['work_mem', '16MB'],
];
