import { describe, expect, it } from 'vitest';
import { createGate, GateBusyError } from './gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('gate', () => {
  it('runs at most `slots` tasks at once and starts the waiting ones in order as slots free', async () => {
    const gate = createGate({ slots: 2, maxWaitMs: 5_000 });
    const blockers = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const tasks = blockers.map((blocker, index) =>
      gate.run(async () => {
        started.push(index);
        await blocker.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    blockers[1]!.resolve();
    await tasks[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    blockers[0]!.resolve();
    blockers[2]!.resolve();
    blockers[3]!.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const gate = createGate({ slots: 1, maxWaitMs: 5_000 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 to a task that waited its whole budget, and never runs it', async () => {
    const gate = createGate({ slots: 1, maxWaitMs: 30 });
    const blocker = deferred();
    const first = gate.run(() => blocker.promise);
    let ran = false;
    const late = gate.run(async () => {
      ran = true;
    });
    await expect(late).rejects.toBeInstanceOf(GateBusyError);
    await expect(late).rejects.toMatchObject({ statusCode: 503, code: 'BUSY' });
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    blocker.resolve();
    await first;
    expect(ran).toBe(false);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
