// Diagnostics (GEARLOOP_DB_PROFILE=<file>): where a request's database time goes on this thread — waiting
// for a pool connection vs the statement's round trip — and this thread's event-loop delay. Written to the
// file as JSON every few seconds and at exit. Off unless the variable is set.
import fs from 'node:fs';
import { createHistogram, monitorEventLoopDelay, performance, type RecordableHistogram } from 'node:perf_hooks';
import pg from 'pg';

type Stat = { count: number; total: number; hist: RecordableHistogram };
const stat = (): Stat => ({ count: 0, total: 0, hist: createHistogram() });
const add = (s: Stat, ms: number) => {
  s.count++;
  s.total += ms;
  s.hist.record(Math.max(1, Math.round(ms * 1000)));
};
const view = (s: Stat) => ({
  count: s.count,
  meanMs: +(s.total / Math.max(1, s.count)).toFixed(2),
  p50Ms: s.hist.percentile(50) / 1000,
  p99Ms: s.hist.percentile(99) / 1000,
  maxMs: s.hist.max / 1000,
  totalMs: Math.round(s.total),
});

export function installDbProfile(file: string) {
  const wait = stat();
  const run = stat();
  const byStatement = new Map<string, Stat>();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const elu0 = performance.eventLoopUtilization();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const connect = pg.Pool.prototype.connect as any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (pg.Pool.prototype as any).connect = function (this: pg.Pool, ...args: any[]) {
    const started = performance.now();
    const callback = typeof args[0] === 'function' ? args[0] : undefined;
    if (callback) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return connect.call(this, (error: any, client: any, done: any) => {
        add(wait, performance.now() - started);
        callback(error, client, done);
      });
    }
    return connect.call(this).then((client: unknown) => {
      add(wait, performance.now() - started);
      return client;
    });
  };
  const query = pg.Client.prototype.query;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (pg.Client.prototype as any).query = function (this: pg.Client, config: any, ...rest: any[]) {
    const text: string = typeof config === 'string' ? config : (config?.text ?? '');
    const key = text.replace(/\s+/g, ' ').slice(0, 90);
    const started = performance.now();
    const done = () => {
      const ms = performance.now() - started;
      add(run, ms);
      let s = byStatement.get(key);
      if (!s) byStatement.set(key, (s = stat()));
      add(s, ms);
    };
    const last = rest.length - 1;
    if (last >= 0 && typeof rest[last] === 'function') {
      const callback = rest[last];
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      rest[last] = (...args: any[]) => {
        done();
        callback(...args);
      };
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result: any = (query as any).call(this, config, ...rest);
    if (result && typeof result.then === 'function') result.then(done, done);
    return result;
  };
  const write = () => {
    const elu = performance.eventLoopUtilization(elu0);
    const statements = [...byStatement].sort((a, b) => b[1].total - a[1].total).slice(0, 15).map(([text, s]) => ({ text, ...view(s) }));
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          connectionWait: view(wait),
          roundTrip: view(run),
          mainLoopDelay: { p50Ms: loop.percentile(50) / 1e6, p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 },
          mainLoopUtilization: +elu.utilization.toFixed(3),
          statements,
        },
        null,
        1,
      ),
    );
  };
  setInterval(write, 3000).unref();
  process.on('exit', write);
}
