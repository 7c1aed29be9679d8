import { describe, expect, it } from 'vitest';
import { memoizeUntilFailure } from './memoize-until-failure';

describe('memoizeUntilFailure', () => {
  it('runs the load once and gives every caller the same promise, with the first call’s arguments', async () => {
    const calls: string[] = [];
    const get = memoizeUntilFailure(async (who: string) => {
      calls.push(who);
      return `built for ${who}`;
    });
    const [first, second] = [get('a'), get('b')];
    expect(first).toBe(second);
    await expect(first).resolves.toBe('built for a');
    await expect(get('c')).resolves.toBe('built for a');
    expect(calls).toEqual(['a']);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let attempt = 0;
    const get = memoizeUntilFailure(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('first attempt fails');
      return attempt;
    });
    const failing = get();
    expect(get()).toBe(failing);
    await expect(failing).rejects.toThrow('first attempt fails');
    await expect(get()).resolves.toBe(2);
    await expect(get()).resolves.toBe(2);
    expect(attempt).toBe(2);
  });

  it('leaves no unhandled rejection behind when nobody awaits a failed load', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const get = memoizeUntilFailure(async () => {
        throw new Error('nobody waits for this');
      });
      void get();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
