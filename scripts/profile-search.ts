// `npm run bench:profile-search -- --origin http://localhost:3300 --count 300`: sends the search mix's requests
// (scripts/bench-mix.ts) one at a time — each first page, then its second page through the cursor — and prints the
// slowest with their kind, so the cases that set a mix's p99 can be found and explained (EXPLAIN them by hand).
// One at a time: each figure is a request's own work, not queueing. Run it against a server started with
// DISCOVERY_CACHE_SECONDS=0, so every request is a first request.
import { parseArgs } from 'node:util';
import { todayIn } from '../src/domain/dates';
import { randomSearchQuery } from './bench-mix';
import { createRandom } from '../src/server/db/seed/prng';

const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://localhost:3300' },
    count: { type: 'string', default: '300' },
    seed: { type: 'string', default: '7' },
    listings: { type: 'string', default: '100000' },
    show: { type: 'string', default: '25' },
  },
});
const random = createRandom(Number(values.seed));
const options = { seed: Number(values.seed), today: todayIn('Asia/Jerusalem'), listings: Number(values.listings) };
type Timing = { ms: number; url: string; page: 1 | 2; status: number };
const timings: Timing[] = [];

async function timed(url: string, page: 1 | 2): Promise<unknown> {
  const started = performance.now();
  const response = await fetch(`${values.origin}${url}`);
  const body = await response.json();
  timings.push({ ms: performance.now() - started, url, page, status: response.status });
  return body;
}

for (let index = 0; index < Number(values.count); index += 1) {
  const params = randomSearchQuery(random, options);
  const first = (await timed(`/api/search?${params}`, 1)) as { next_cursor?: string | null };
  if (first.next_cursor) {
    params.set('cursor', first.next_cursor);
    await timed(`/api/search?${params}`, 2);
  }
}
const sorted = [...timings].sort((a, b) => a.ms - b.ms);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.ms.toFixed(0);
const total = timings.reduce((sum, timing) => sum + timing.ms, 0);
console.log(`${timings.length} requests, ${total.toFixed(0)} ms in all; p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms`);
const errors = timings.filter((timing) => timing.status >= 400);
if (errors.length > 0) console.log(`errors: ${errors.map((timing) => timing.status).join(', ')}`);
/** The share of all the time each kind of search took: text or not, a town or not. */
const kindOf = (url: string) => {
  const params = new URLSearchParams(url.split('?')[1]);
  return `${params.has('q') ? 'text' : 'no text'}, ${params.has('location') ? 'town' : 'no town'}`;
};
const kinds = new Map<string, number[]>();
for (const timing of timings) {
  const kind = kindOf(timing.url);
  kinds.set(kind, [...(kinds.get(kind) ?? []), timing.ms]);
}
for (const [kind, list] of [...kinds].sort((a, b) => a[0].localeCompare(b[0]))) {
  const spent = list.reduce((sum, ms) => sum + ms, 0);
  const ordered = [...list].sort((a, b) => a - b);
  console.log(`${kind.padEnd(18)} ${String(list.length).padStart(4)} requests  ${((100 * spent) / total).toFixed(0).padStart(3)} % of the time  median ${ordered[Math.floor(list.length / 2)]!.toFixed(0)} ms  slowest ${ordered.at(-1)!.toFixed(0)} ms`);
}
for (const timing of sorted.reverse().slice(0, Number(values.show))) {
  console.log(`${timing.ms.toFixed(0).padStart(6)} ms  p${timing.page}  ${decodeURIComponent(timing.url.replace(/&cursor=[^&]*/, '&cursor=…'))}`);
}
