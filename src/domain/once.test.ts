import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('makes the value on the first call only, and keeps it (even undefined)', () => {
    const make = vi.fn(() => undefined);
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBeUndefined();
    expect(value()).toBeUndefined();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
