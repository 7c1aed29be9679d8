import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long closing the app waits for handlers still running (a request makes a few statements of at most 2 s each). */
export const IN_FLIGHT_DRAIN_MS = 5_000;

/**
 * Closing the app waits for the handlers still running, before anything they use is closed.
 *
 * The server's close waits for open connections, but a client that went away (a closed tab, a proxy's timeout, the
 * bench's load generator stopping) has none left, while its handler goes on: it then met a database pool already
 * ended ("Cannot use a pool after calling end on the pool", answered 500 and logged as an error, dozens at the end of
 * every bench run). A request counts from its first hook until its answer is sent, or, when a handler runs, until
 * the handler's promise settles (also when it sent the answer earlier). A handler that answers through `reply` without
 * a promise (returns nothing or the reply) counts until it returns: work it schedules after that is not waited for.
 * A reply the route writes itself (`reply.hijack()`, the live stream) counts until its handler returns.
 *
 * Call it before the routes are added (it wraps their handlers) and after every other `onClose` hook: Fastify runs
 * those hooks last-registered first, so this one's wait comes before the others close the pool, Redis or storage.
 */
export function registerInFlightDrain(app: FastifyInstance, drainMs = IN_FLIGHT_DRAIN_MS): { closeAfterDrain: () => PromiseLike<unknown> } {
  const running = new Set<FastifyRequest>();
  const handling = new WeakSet<FastifyRequest>();
  let drained: (() => void) | null = null;
  const finish = (request: FastifyRequest) => {
    running.delete(request);
    if (running.size === 0) drained?.();
  };

  app.addHook('onRequest', async (request) => void running.add(request));
  // An answer that reaches no handler (404, a refused body) ends here; a handler's own ends when the handler returns.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!handling.has(request)) finish(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    if (!handling.has(request)) finish(request);
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    const returned = (request: FastifyRequest) => {
      handling.delete(request);
      finish(request);
    };
    // A handler that answers through `reply` (returns nothing or the reply) is left synchronous, as Fastify expects it.
    route.handler = function (this: FastifyInstance, request, reply) {
      handling.add(request);
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        returned(request);
        throw error;
      }
      if (result === reply || !isPromiseLike(result)) {
        returned(request);
        return result;
      }
      return Promise.resolve(result).finally(() => returned(request));
    };
  });

  return {
    closeAfterDrain: () =>
      app.register(async (last) => {
        last.addHook('onClose', async () => {
          if (running.size === 0) return;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, drainMs);
            timer.unref();
            drained = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          if (running.size > 0) app.log.warn({ running: running.size }, 'closing with handlers still running');
        });
      }),
  };
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
