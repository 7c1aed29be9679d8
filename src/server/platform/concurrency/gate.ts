import { errorCodes } from '../../../domain/api-error';
import { AppError } from '../http/app-error';

/** 503 when a request waited its whole budget for a slot. */
export class GateBusyError extends AppError {
  constructor() {
    super(errorCodes.busy, 503, 'The server is busy right now — please try again in a moment.');
  }
}

export interface Gate {
  /** Runs `task` once one of the slots is free (first come, first served); 503 if none frees within maxWaitMs. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running, and tasks waiting for a slot. */
  load(): { running: number; waiting: number };
}

/**
 * A counting semaphore for expensive work: at most `slots` tasks run at once, so a burst of heavy requests
 * (searches, feed rankings) queues here instead of taking every database connection, and everything else
 * (the health check, listing pages, bookings) still finds one free.
 */
export function createGate(options: { slots: number; maxWaitMs: number }): Gate {
  if (!Number.isInteger(options.slots) || options.slots < 1) throw new Error('a gate needs at least one slot');
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  function release() {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      running -= 1;
    }
  }

  function acquire(): Promise<void> {
    if (running < options.slots) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        // The slot passes straight from the task that releases it to this one: `running` is unchanged.
        start: resolve,
        timer: setTimeout(() => {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
          reject(new GateBusyError());
        }, options.maxWaitMs),
      };
      waiting.push(entry);
    });
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
