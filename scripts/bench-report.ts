// The tables `npm run bench` prints (scripts/bench.ts).
import type autocannon from 'autocannon';

const log = (line: string) => process.stdout.write(`${line}\n`);

/** What one run of a mix measured, saturated (autocannon) or paced (bench-paced.ts). */
export interface MixFigures {
  /** Requests answered a second. */
  rps: number;
  p50: number;
  p99: number;
  slowest: number;
  errors: number;
  /** Non-2xx answers and failures by status. */
  statuses: string;
}

export interface MixRow extends MixFigures {
  mix: string;
  /** Saturation on this many connections… */
  connections?: number;
  /** …or requests started at this rate, an open loop (bench-paced.ts). */
  rate?: number;
  distinct: string;
  /** For a paced run: how late the bench itself started requests, and its CPU (bench-paced.ts). */
  client?: string;
}

export interface SampleRow {
  path: string;
  during: string;
  rps: number;
  p50: number;
  p99: number;
  slowest: number;
  errors: number;
}

export interface Row {
  path: string;
  rps: number;
  p50: number;
  p99: number;
  /** Lowest and highest p99 over the runs. */
  p99Range: [number, number];
  errors: number;
}

/** Requests that failed or answered other than 2xx. autocannon counts a timeout among its errors too: not added again. */
export const failedRequests = (result: autocannon.Result): number => result.errors + result.non2xx;

export function statusSummary(result: autocannon.Result): string {
  const stats = (result as autocannon.Result & { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return Object.entries(stats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
}

export function printTable(name: string, rows: Row[], settings: { connections: number; duration: number; runs: number }) {
  const { connections, duration, runs } = settings;
  const health = rows.find((row) => row.path === '/api/health')?.rps ?? 1;
  log(`${name} — cached case (one request repeated), ${connections} connections, ${duration} s a run, median of ${runs} run${runs === 1 ? '' : 's'}`);
  log(`| path | req/s | p50 ms | p99 ms | p99 range | vs /api/health |`);
  log(`|---|---:|---:|---:|---:|---:|`);
  for (const row of rows) {
    const ratio = ((row.rps / health) * 100).toFixed(1);
    log(`| ${row.path} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.p99Range.join('–')} | ${ratio} % |${row.errors ? ` errors: ${row.errors}` : ''}`);
  }
  log('');
}

export function printComparison(postgres: Row[], pglite: Row[]) {
  log(`PostgreSQL and PGlite side by side (same run, same machine)`);
  log(`| path | PostgreSQL req/s, p99 | PGlite req/s, p99 | PGlite / PostgreSQL |`);
  log(`|---|---:|---:|---:|`);
  for (const row of postgres) {
    const other = pglite.find((candidate) => candidate.path === row.path);
    if (!other) continue;
    log(`| ${row.path} | ${row.rps.toFixed(0)}, ${row.p99} ms | ${other.rps.toFixed(0)}, ${other.p99} ms | ${(other.rps / row.rps).toFixed(2)}× |`);
  }
  log('');
}

export function printMixes(name: string, rows: MixRow[], samples: SampleRow[], mixDuration: number) {
  log(`${name} — mixed load, every request a new combination (ranking cache off), ${mixDuration} s a run`);
  log(`| load | connections | req/s | p50 ms | p99 ms | slowest ms | errors | distinct requests |`);
  log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const row of rows) {
    const load = row.rate === undefined ? row.mix : `${row.mix}, paced at ${row.rate} req/s (open loop, not saturation)`;
    log(`| ${load} | ${row.connections ?? 'as needed'} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.slowest} | ${row.errors}${row.statuses ? ` (${row.statuses})` : ''} | ${row.distinct} |`);
  }
  for (const row of rows) if (row.client) log(`\n${row.mix}, paced: ${row.client}.`);
  if (samples.length > 0) {
    log('');
    log(`| sampled (20 req/s) | during | p50 ms | p99 ms | slowest ms | errors |`);
    log(`|---|---|---:|---:|---:|---:|`);
    for (const sample of samples) log(`| ${sample.path} | ${sample.during} | ${sample.p50} | ${sample.p99} | ${sample.slowest} | ${sample.errors} |`);
  }
  log('');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
