/**
 * Settings for every connection: no JIT (it made short ranking queries take a second and a half), and a
 * word-similarity threshold of 0.5 for typo-tolerant search ("mountian" finds "mountain"). PostgreSQL gets
 * them as start-up options (db/client.ts, poolConfig); the embedded database's worker sets them on its one
 * session. A module of its own, without Drizzle, so that main.ts can start the worker before it loads the rest.
 */
export const SESSION_SETTINGS: [string, string][] = [
  ['jit', 'off'],
  ['pg_trgm.word_similarity_threshold', '0.5'],
];
