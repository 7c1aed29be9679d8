// A mix held to a fixed rate (scripts/bench.ts, `--mix-rate`): requests start at evenly spaced times whatever is
// still in flight (an open loop), each on a free keep-alive connection or a new one. autocannon's own rate limit
// sends each connection's share of a second as fast as it can and then waits out the second: bursts at saturation,
// not a rate. Each request's time runs from its scheduled start, so a server that falls behind shows it instead of
// slowing the load down (no coordinated omission).
import type { Mix, PageRequest } from './bench-mix';

export interface PacedResult {
  /** Requests answered a second over the run. */
  rps: number;
  p50: number;
  p99: number;
  slowest: number;
  errors: number;
  /** Non-2xx answers and failures by status ("500 x3, failed x1"). */
  statuses: string;
}

/**
 * `rate` requests a second for `seconds`: each slot sends the second page of a first page already answered, when
 * one is waiting, else a new visitor's first page. Waits for every request sent before answering.
 */
export async function pacedMix(origin: string, mix: Mix, rate: number, seconds: number): Promise<PacedResult> {
  const times: number[] = [];
  const failures = new Map<string, number>();
  const waitingSecondPages: PageRequest[] = [];
  const inFlight = new Set<Promise<void>>();
  const fail = (status: string) => {
    failures.set(status, (failures.get(status) ?? 0) + 1);
  };

  async function send(page: PageRequest, scheduled: number, isFirst: boolean): Promise<void> {
    try {
      const response = await fetch(`${origin}${page.path}`, { headers: page.headers });
      const body = await response.text();
      times.push(performance.now() - scheduled);
      if (!response.ok) return fail(String(response.status));
      const second = isFirst ? mix.secondPage(page, body) : null;
      if (second) waitingSecondPages.push(second);
    } catch {
      fail('failed');
    }
  }

  const start = performance.now();
  const total = Math.round(rate * seconds);
  for (let slot = 0; slot < total; slot += 1) {
    const scheduled = start + (slot * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const second = waitingSecondPages.shift();
    const request = send(second ?? mix.firstPage(), scheduled, !second);
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
  return {
    rps: (times.length - errors) / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    slowest: Math.round(sorted.at(-1) ?? 0),
    errors,
    statuses: [...failures].map(([status, count]) => `${status} x${count}`).join(', '),
  };
}
