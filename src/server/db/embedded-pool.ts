import { EventEmitter } from 'node:events';
import pg from 'pg';

/** A query waits at most this long for a transaction ahead of it; then it fails (503) instead of hanging. */
const LEASE_TIMEOUT_MS = 10_000;

/** How Drizzle and the app call `query`: a text or a query config, and optionally the values. */
type QueryArgs = [config: string | pg.QueryConfig, values?: unknown[]];

/** What `connect()` hands out: the connection, for one transaction at a time. */
export interface EmbeddedLease {
  query: pg.Client['query'];
  release(error?: Error | boolean): void;
}

/**
 * The embedded database's pool (docs/decisions/0011): one **pipelined** pg connection to PGlite's one session.
 *
 * With pg-pool and one connection, every statement waited for the previous one's answer to reach this thread,
 * be decoded, and the connection to be handed to the next caller: the database sat idle for one thread-to-
 * thread round trip (plus whatever this busy event loop had queued) between statements, so under load requests
 * queued here, behind each other, for longer than they ran. Here statements outside a transaction are written
 * at once (pg's pipeline mode: each has its own Sync, so one failing does not affect the others), and PGlite
 * runs them back to back; answers come back in order.
 *
 * A transaction (`connect()`, as Drizzle's `transaction` and the migrator ask) takes the connection for itself:
 * statements issued while it runs wait until it is released, then go in order. Statements already written go
 * first — they were issued before the transaction began.
 *
 * Its name contains "Pool": Drizzle's node-postgres driver checks that to open transactions with `connect()`.
 */
export class EmbeddedPool extends EventEmitter {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  /** Resolves when the transaction (lease) ahead is released; a chain, so transactions take turns in order. */
  private leaseTail: Promise<void> = Promise.resolve();
  private leased = false;
  /** Statements waiting for a lease to end. */
  private waiting: (() => void)[] = [];
  private ended = false;

  constructor(private readonly config: pg.ClientConfig) {
    super();
  }

  /** Runs a statement on the pipelined connection (after any transaction in progress). */
  query(...args: QueryArgs): Promise<pg.QueryResult> {
    // Checked and written in one go: a transaction that begins later is written after this statement.
    if (!this.leased && this.client) return send(this.client, args);
    return this.queryWhenFree(args);
  }

  private async queryWhenFree(args: QueryArgs): Promise<pg.QueryResult> {
    for (;;) {
      if (this.leased) await this.afterLease();
      const client = await this.connection();
      if (!this.leased && this.client === client) return send(client, args);
    }
  }

  /** The connection for one transaction: nothing else is written until `release()`. */
  async connect(): Promise<EmbeddedLease> {
    const previous = this.leaseTail;
    let release!: () => void;
    this.leaseTail = new Promise<void>((resolve) => (release = resolve));
    try {
      await withTimeout(previous, LEASE_TIMEOUT_MS);
    } catch (error) {
      // Keep the chain: those queued behind this caller get their turn when the one ahead releases.
      void previous.then(release);
      throw error;
    }
    this.leased = true;
    let client: pg.Client;
    try {
      client = await this.connection();
    } catch (error) {
      this.endLease(release);
      throw error;
    }
    let released = false;
    return {
      query: client.query.bind(client) as pg.Client['query'],
      release: (error?: Error | boolean) => {
        if (released) return;
        released = true;
        // A broken connection (or one left in an unknown state) is not reused: the next caller connects again.
        if (error && this.client === client) this.discard(client);
        this.endLease(release);
      },
    };
  }

  async end(): Promise<void> {
    this.ended = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private endLease(release: () => void) {
    this.leased = false;
    release();
    // Waiting statements go now, in order, unless another transaction is queued right behind (it takes the
    // lease in a microtask; they then wait for it, as they would have on a pool of one connection).
    for (const resume of this.waiting.splice(0)) resume();
  }

  private afterLease(): Promise<void> {
    return withTimeout(
      new Promise<void>((resolve) => this.waiting.push(resolve)),
      LEASE_TIMEOUT_MS,
    );
  }

  private connection(): Promise<pg.Client> {
    if (this.ended) return Promise.reject(new Error('Client was closed and is not queryable'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.config, pipeline: true } as pg.ClientConfig);
    // A connection that breaks (the worker dying) fails its statements; the next caller opens a new one.
    client.on('error', (error) => {
      this.discard(client);
      this.emit('error', error);
    });
    client.on('end', () => this.discard(client));
    await client.connect();
    try {
      // The session outlives connections (after a broken one, not after a worker restart): forget its
      // prepared statements, or preparing one again would fail with "already exists".
      await client.query('deallocate all');
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.ended) {
      await client.end().catch(() => undefined);
      throw new Error('Client was closed and is not queryable');
    }
    this.client = client;
    return client;
  }

  private discard(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
  }
}

function send(client: pg.Client, args: QueryArgs): Promise<pg.QueryResult> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (client.query as (...a: any[]) => Promise<pg.QueryResult>)(...args);
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<void>((_, reject) => {
      // The wording pg-pool uses: isDatabaseUnavailable maps it to 503.
      timer = setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
