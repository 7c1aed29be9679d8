/**
 * Settings for every connection: no JIT (it made short ranking queries take a second and a half), no parallel
 * workers (starting them cost 100–130 ms a statement here, on a read that takes 7–28 ms alone, and the requests of
 * a busy server already keep every core busy: decision 0030), and a word-similarity threshold of 0.5 for
 * typo-tolerant search ("mountian" finds "mountain"). PostgreSQL gets
 * them as start-up options (db/client.ts, poolConfig); the embedded database's worker sets them on its one
 * session. A module of its own, without Drizzle, so that main.ts can start the worker before it loads the rest.
 */
export const SESSION_SETTINGS: [string, string][] = [
  ['jit', 'off'],
  ['max_parallel_workers_per_gather', '0'],
  ['pg_trgm.word_similarity_threshold', '0.5'],
];

/** work_mem for feed and search rankings (features/discovery/query-budget.ts). */
export const RANKING_WORK_MEM = '16MB';

/**
 * The embedded database's one session: the settings above, and the rankings' work_mem for every statement
 * (on PostgreSQL a ranking sets it for its own transaction; on the one session that transaction's extra round
 * trips would hold every other request, and one session's 16 MB is no burden).
 */
export const EMBEDDED_SESSION_SETTINGS: [string, string][] = [...SESSION_SETTINGS, ['work_mem', RANKING_WORK_MEM]];
