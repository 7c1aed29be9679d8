// `npm run bench -- --suite realtime` (and part of `--suite all`): the live-updates bench of issue #11.
// 100 conversations (100 senders, 100 receivers), 2,000 messages (20 per sender, each sender sequential) sent over
// HTTP (POST /api/conversations/:id/messages, the app's own send path), every receiver connected to GET /api/events.
// Measured per message: the sender's POST leaving → the receiver having parsed its `message.created` frame (the
// commit happens inside the POST, and the frame may arrive before the 201 does, so the POST's start is the one clock
// point before the commit the sender has), and the POST's own round trip (request → 201, i.e. → commit answered);
// lost, duplicated and out-of-order frames. Message limits off for the bench: the apps get a rate limiter that
// allows everything (the server's own limit, 10 per 60 s per user, would refuse the 11th message of each sender).
// Runs: paced (each sender one message a second, 100/s in all), paced with 10
// receivers disconnected after a third of the messages and reconnected (Last-Event-ID) after two thirds (the
// messages they missed are replayed: counted for lost/duplicated/order, not for latency), and a burst (every sender
// as fast as its POSTs are answered: a saturation test — a closed loop with 100 requests always in flight, so its
// latency is the queue: about 100 ÷ the throughput it reaches, reported as msg/s). Each target starts with one
// unreported warm-up burst.
// Targets: embedded PGlite (one instance) and, with DATABASE_URL, PostgreSQL: one instance, and two instances
// (messages POSTed to A, receivers on B: the events cross through LISTEN/NOTIFY).
//
// The apps run in this process (buildApp, as the API tests do), so the receivers' parsing shares the event loop
// with the servers (and the senders' HTTP clients): the figures are an upper bound for the server's part.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import type { RateLimiter } from '../src/server/platform/rate-limit/rate-limiter';
import type { ZodApp } from '../src/server/platform/http/types';
import { createConversation, createListing, createProfile } from '../src/server/test/factories';
import { signInAs } from '../src/server/test/session-helpers';
import { createPostgresTestDatabase } from '../src/server/test/test-database';
import { openSse, type SseStream } from '../src/server/test/sse-client';

const log = (line: string) => process.stdout.write(`${line}\n`);
const PAIRS = 100;
const PER_SENDER = 20;
const RECONNECTING = 10;

export interface RealtimeRow {
  target: string;
  run: string;
  messages: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  duplicated: number;
  outOfOrder: number;
  /** POST round trip (request → 201), ms. */
  postP50: number;
  postP99: number;
  /** POSTs answered with anything but 201 (none expected: the message limits are off). */
  failed: number;
  seconds: number;
}

interface Instance {
  app: ZodApp;
  database: Database;
  url: string;
  dataDir: string;
}

/** Message limits off for the bench: every send is allowed (the server's limit is 10 per 60 s per user). */
const unlimited: RateLimiter = {
  consume: (rule) => Promise.resolve({ allowed: true, remaining: rule.limit, retryAfterMs: 0 }),
  refund: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

async function startInstance(database: Database, port: number): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-bench-rt-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, SCHEDULER_ENABLED: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database, logger: { level: 'warn' }, rateLimiter: unlimited });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, database, url: `http://127.0.0.1:${port}`, dataDir };
}

async function stopInstance(instance: Instance) {
  await instance.app.close();
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

interface Pair {
  senderId: string;
  senderCookie: string;
  receiverId: string;
  receiverCookie: string;
  conversationId: string;
}

async function seed(database: Database): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const sender = await signInAs(database.db, (await createProfile(database.db, { firstName: `Sender${i}`, lastName: 'Bench' })).id);
    const receiver = await signInAs(database.db, (await createProfile(database.db, { firstName: `Receiver${i}`, lastName: 'Bench' })).id);
    const listing = await createListing(database.db, { ownerId: receiver.id });
    const conversation = await createConversation(database.db, { listingId: listing.id, ownerId: receiver.id, renterId: sender.id });
    pairs.push({ senderId: sender.id, senderCookie: sender.cookie, receiverId: receiver.id, receiverCookie: receiver.cookie, conversationId: conversation.id });
  }
  return pairs;
}

/** One run: every receiver connected to `receiveAt`, messages sent by POST to `sendTo` (an instance's origin). */
async function measure(
  target: string,
  run: string,
  pairs: Pair[],
  sendTo: string,
  receiveAt: string,
  options: { reconnect: boolean; intervalMs: number },
): Promise<RealtimeRow> {
  const { reconnect, intervalMs } = options;
  const streams = new Map<string, SseStream>();
  const received = new Map<string, { messageId: string; at: number }[]>();
  /** Records the receiver's message.created frames of its conversation (frame.at: parsed, performance.now()). */
  const listen = async (pair: Pair, lastEventId?: string) => {
    const list = received.get(pair.conversationId) ?? [];
    received.set(pair.conversationId, list);
    const stream = await openSse(receiveAt, {
      cookie: pair.receiverCookie,
      lastEventId,
      onFrame: (frame) => {
        if (frame.event !== 'message.created') return;
        const data = JSON.parse(frame.data) as { conversation_id: string; message_id: string };
        if (data.conversation_id === pair.conversationId) list.push({ messageId: data.message_id, at: frame.at });
      },
    });
    streams.set(pair.conversationId, stream);
    await stream.waitFor((frames) => frames.length >= 1);
  };
  for (const pair of pairs) await listen(pair);

  /** at: when the POST left (performance.now()); NaN while the receiver is away (replayed, not a latency). */
  const committed = new Map<string, { conversationId: string; at: number; index: number }>();
  const postTimes: number[] = [];
  let failed = 0;
  const dropped = new Set<string>();
  const droppers = reconnect ? pairs.slice(0, RECONNECTING) : [];
  const total = pairs.length * PER_SENDER;
  let sent = 0;
  const started = performance.now();
  const sendAll = pairs.map(async (pair, senderIndex) => {
    // Paced: each sender sends one message every intervalMs, the senders spread evenly over the interval.
    const offset = (senderIndex / pairs.length) * intervalMs;
    for (let index = 0; index < PER_SENDER; index++) {
      const due = started + offset + index * intervalMs;
      if (intervalMs > 0 && performance.now() < due) await new Promise((r) => setTimeout(r, due - performance.now()));
      const content = `Bench message ${index}`;
      const postedAt = performance.now();
      const away = dropped.has(pair.conversationId);
      const response = await fetch(`${sendTo}/api/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: { cookie: pair.senderCookie, 'content-type': 'application/json', origin: sendTo },
        body: JSON.stringify({ text: content }),
      });
      const answeredAt = performance.now();
      if (response.status !== 201) {
        failed++;
        await response.body?.cancel();
      } else {
        const { message } = (await response.json()) as { message: { id: string } };
        postTimes.push(answeredAt - postedAt);
        committed.set(message.id, { conversationId: pair.conversationId, at: away || dropped.has(pair.conversationId) ? Number.NaN : postedAt, index });
      }
      sent++;
      if (reconnect && sent === Math.floor(total / 3)) {
        for (const dropper of droppers) {
          dropped.add(dropper.conversationId);
          streams.get(dropper.conversationId)!.close();
        }
      }
      if (reconnect && sent === Math.floor((2 * total) / 3)) {
        for (const dropper of droppers) {
          const old = streams.get(dropper.conversationId)!;
          const lastId = [...old.frames].reverse().find((f) => f.id !== null)!.id!;
          void listen(dropper, lastId).then(() => dropped.delete(dropper.conversationId));
        }
      }
    }
  });
  await Promise.all(sendAll);
  const seconds = (performance.now() - started) / 1000;
  // Everything should be there well within this.
  const deadline = performance.now() + 5_000;
  while (performance.now() < deadline && [...received.values()].reduce((n, list) => n + list.length, 0) < total) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 300));
  for (const stream of streams.values()) stream.close();

  const latencies: number[] = [];
  let lost = 0;
  let duplicated = 0;
  let outOfOrder = 0;
  for (const pair of pairs) {
    const list = received.get(pair.conversationId) ?? [];
    const ids = list.map((r) => r.messageId);
    duplicated += ids.length - new Set(ids).size;
    const expected = [...committed.entries()].filter(([, c]) => c.conversationId === pair.conversationId).sort((x, y) => x[1].index - y[1].index).map(([id]) => id);
    lost += expected.filter((id) => !ids.includes(id)).length;
    const firstSeen = [...new Set(ids)];
    if (firstSeen.join() !== expected.filter((id) => firstSeen.includes(id)).join()) outOfOrder++;
    for (const r of list) {
      const c = committed.get(r.messageId);
      // Messages committed while their receiver was away are replayed on reconnect: not a delivery latency.
      if (c && Number.isFinite(c.at)) latencies.push(Math.max(0, r.at - c.at));
    }
  }
  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  const pick = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? Number.NaN;
  return {
    target,
    run,
    messages: total,
    p50: pick(latencies, 0.5),
    p99: pick(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    lost,
    duplicated,
    outOfOrder,
    postP50: pick(postTimes, 0.5),
    postP99: pick(postTimes, 0.99),
    failed,
    seconds,
  };
}

/** A new database beside DATABASE_URL's, named after it (`<its name>_rt_<time>`), dropped after the runs. */
/** The runs of each target: paced, paced with 10 receivers reconnecting, and a burst (every sender at once, unpaced). */
function runsFor(intervalMs: number): [string, boolean, number][] {
  const paced = `${Math.round((PAIRS * 1000) / intervalMs)}/s`;
  return [
    [paced, false, intervalMs],
    [`${paced}, 10 reconnect`, true, intervalMs],
    ['burst (saturation)', false, 0],
  ];
}

/**
 * One unrecorded burst before a target's runs (JIT, the senders' keep-alive connections, the databases' caches):
 * without it the first paced run measures the warm-up (p50 in the hundreds of ms on PGlite, once).
 */
async function warmUp(target: string, pairs: Pair[], sendTo: string, receiveAt: string) {
  const row = await measure(target, 'warm-up (not reported)', pairs, sendTo, receiveAt, { reconnect: false, intervalMs: 0 });
  log(JSON.stringify(row));
}

/** intervalMs: each sender's pause between two messages in the paced runs (1,000 ms: 100 messages/s in all). */
export async function realtimeBench(options: { port: number; databaseUrl?: string; only?: string; intervalMs?: number }): Promise<RealtimeRow[]> {
  options.intervalMs ??= 1000;
  const rows: RealtimeRow[] = [];
  if (options.only !== 'postgres') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-bench-rt-pglite-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    const pairs = await seed(database);
    const instance = await startInstance(database, options.port);
    try {
      await warmUp('PGlite', pairs, instance.url, instance.url);
      for (const [run, reconnect, intervalMs] of runsFor(options.intervalMs)) {
        const row = await measure('PGlite', run, pairs, instance.url, instance.url, { reconnect, intervalMs });
        log(JSON.stringify(row));
        rows.push(row);
      }
    } finally {
      await stopInstance(instance);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (options.databaseUrl && options.only !== 'pglite') {
    const fresh = await createPostgresTestDatabase({ serverUrl: options.databaseUrl, infix: 'rt' });
    const a = await openDatabase({ kind: 'postgres', url: fresh.url });
    const b = await openDatabase({ kind: 'postgres', url: fresh.url });
    try {
      await a.migrate();
      const pairs = await seed(a);
      const instanceA = await startInstance(a, options.port);
      const instanceB = await startInstance(b, options.port + 1);
      try {
        await warmUp('PostgreSQL', pairs, instanceA.url, instanceB.url);
        for (const [run, reconnect, intervalMs] of runsFor(options.intervalMs)) {
          const one = await measure('PostgreSQL', `1 inst., ${run}`, pairs, instanceA.url, instanceA.url, { reconnect, intervalMs });
          log(JSON.stringify(one));
          rows.push(one);
          const two = await measure('PostgreSQL', `A→B, ${run}`, pairs, instanceA.url, instanceB.url, { reconnect, intervalMs });
          log(JSON.stringify(two));
          rows.push(two);
        }
      } finally {
        await stopInstance(instanceA);
        await stopInstance(instanceB);
      }
    } finally {
      await a.close();
      await b.close();
      await fresh.drop();
    }
  }
  return rows;
}

export function printRealtime(rows: RealtimeRow[]) {
  log('');
  log(`Realtime: ${PAIRS} conversations, ${PAIRS * PER_SENDER} messages sent over HTTP (POST /api/conversations/:id/messages) by ${PAIRS} senders`);
  log(`to ${PAIRS} receivers on GET /api/events; message limits off for the bench (a rate limiter that allows every send).`);
  log('p50/p99/max: POST sent → frame received; POST p50/p99: request → 201 (committed). A→B: POSTs to instance A, receivers on B.');
  log('Burst: each sender sends its next message as soon as its last is answered (100 always in flight: saturation; msg/s is the throughput).');
  log('target      run                          msgs   p50 ms   p99 ms   max ms  lost  dup  order  POST p50  POST p99  fail  send s   msg/s');
  for (const r of rows) {
    log(
      `${r.target.padEnd(11)} ${r.run.padEnd(28)} ${String(r.messages).padStart(5)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${String(r.lost).padStart(5)} ${String(r.duplicated).padStart(4)} ${String(r.outOfOrder).padStart(6)} ${r.postP50.toFixed(1).padStart(9)} ${r.postP99.toFixed(1).padStart(9)} ${String(r.failed).padStart(5)} ${r.seconds.toFixed(1).padStart(7)} ${(r.messages / r.seconds).toFixed(0).padStart(7)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 3310);
  realtimeBench({ port, databaseUrl: process.env.DATABASE_URL, only: process.env.BENCH_ONLY, intervalMs: Number(process.env.BENCH_INTERVAL_MS ?? 1000) })
    .then((rows) => printRealtime(rows))
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
