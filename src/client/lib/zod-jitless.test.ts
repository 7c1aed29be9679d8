import { describe, expect, it, vi } from 'vitest';

describe('zod without eval (our CSP has no unsafe-eval)', () => {
  it('builds and parses schemas without ever calling new Function', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const functionSpy = vi.spyOn(globalThis, 'Function');
    try {
      const { z } = await import('zod');
      const schema = z.object({ name: z.string(), count: z.number().int() });
      expect(schema.parse({ name: 'tent', count: 2 })).toEqual({ name: 'tent', count: 2 });
      expect(functionSpy).not.toHaveBeenCalled();
      expect(z.config().jitless).toBe(true);
    } finally {
      functionSpy.mockRestore();
    }
  });
});
