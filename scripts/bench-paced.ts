// A mix held to a fixed rate (scripts/bench.ts, `--mix-rate`): requests start at evenly spaced times whatever is
// still in flight (an open loop), each on a free keep-alive connection or a new one. autocannon's own rate limit
// sends each connection's share of a second as fast as it can and then waits out the second: bursts at saturation,
// not a rate. Each request's time runs from its scheduled start, so a server that falls behind shows it instead of
// slowing the load down (no coordinated omission) — and so does this process when it starts a request late: the run
// reports how late it started them and the CPU it used, to tell the two apart. Plain `node:http`: fetch cost this
// process about 2 ms of CPU a request, a third to a half of what the server and PostgreSQL spend on one.
import http from 'node:http';
import type { Mix, PageRequest } from './bench-mix';
import type { MixFigures } from './bench-report';

/** As autocannon's runs: a request not answered within this is a failure. */
const TIMEOUT_MS = 30_000;

export interface PacedFigures extends MixFigures {
  /** How late this process started its requests: p99 and most, ms. */
  lateP99: number;
  lateMost: number;
  /** This process's CPU (user and system) over the run, ms a request. */
  clientCpuMs: number;
}

/**
 * `rate` requests a second for `seconds`: each slot sends the second page of a first page already answered, when
 * one is waiting, else a new visitor's first page. Waits for every request sent before answering. Every request
 * counts in the times, failures too (at the time they failed), where autocannon's times leave out its errors and
 * timeouts; rps counts the answers of any status up to the last one, as autocannon's counts answers.
 */
export async function pacedMix(origin: string, mix: Mix, rate: number, seconds: number): Promise<PacedFigures> {
  const times: number[] = [];
  const late: number[] = [];
  const failures = new Map<string, number>();
  let answered = 0;
  let lastAnswer = 0;
  const waiting: { first: PageRequest; body: string }[] = [];
  const inFlight = new Set<Promise<void>>();
  const fail = (status: string) => {
    failures.set(status, (failures.get(status) ?? 0) + 1);
  };

  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  async function send(page: PageRequest, scheduled: number, isFirst: boolean): Promise<void> {
    late.push(performance.now() - scheduled);
    try {
      // Only a first page's body is read (for its cursor); it is asked for uncompressed.
      const { status, body } = await get(agent, `${origin}${page.path}`, page.headers, isFirst);
      lastAnswer = performance.now();
      times.push(lastAnswer - scheduled);
      answered += 1;
      if (status < 200 || status > 299) return fail(String(status));
      if (isFirst) waiting.push({ first: page, body });
    } catch {
      times.push(performance.now() - scheduled);
      fail('failed');
    }
  }

  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const total = Math.round(rate * seconds);
  for (let slot = 0; slot < total; slot += 1) {
    const scheduled = start + (slot * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { page, isFirst } = nextPage(mix, waiting);
    const request = send(page, scheduled, isFirst);
    inFlight.add(request);
    const done = () => inFlight.delete(request);
    request.then(done, done);
  }
  await Promise.all(inFlight);
  agent.destroy();
  // Up to the last answer: a request that times out at the end would otherwise stretch the run by up to TIMEOUT_MS.
  const elapsed = Math.max(lastAnswer - start, 1) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
  const time = percentiles(times);
  const lateness = percentiles(late);
  return {
    rps: answered / elapsed,
    p50: time(0.5),
    p99: time(0.99),
    slowest: time(1),
    errors,
    statuses: [...failures].map(([status, count]) => `${status}×${count}`).join(' '),
    lateP99: lateness(0.99),
    lateMost: lateness(1),
    clientCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, times.length),
  };
}

/** The second page of the oldest first page answered with a cursor, else a new visitor's first page. */
function nextPage(mix: Mix, waiting: { first: PageRequest; body: string }[]): { page: PageRequest; isFirst: boolean } {
  for (let entry = waiting.shift(); entry; entry = waiting.shift()) {
    const second = secondPageOf(mix, entry.first, entry.body);
    if (second) return { page: second, isFirst: false };
  }
  return { page: mix.firstPage(), isFirst: true };
}

/** An answer that is not the page's JSON has no second page (its status already counted it). */
function secondPageOf(mix: Mix, first: PageRequest, body: string): PageRequest | null {
  try {
    return mix.secondPage(first, body);
  } catch {
    return null;
  }
}

/** One GET; the body as text when `read`, else drained. Fails after TIMEOUT_MS. */
function get(agent: http.Agent, url: string, headers: Record<string, string>, read: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      if (read) response.on('data', (chunk: Buffer) => chunks.push(chunk));
      else response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/** The values' percentiles by nearest rank, sorted once; NaN without values. */
function percentiles(values: number[]): (share: number) => number {
  const sorted = [...values].sort((a, b) => a - b);
  return (share) => (sorted.length === 0 ? Number.NaN : Math.round(sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!));
}
