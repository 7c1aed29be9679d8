import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

describe('development outbox', () => {
  const ctx = useTestApp();

  it('lists sent e-mails newest first, as JSON and as a page with clickable links', async () => {
    const empty = await ctx().app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No e-mails yet.');

    const first = await signUp(ctx().app);
    const second = await signUp(ctx().app);
    const json = await ctx().app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.json().messages.map((m: { to: string }) => m.to)).toEqual([second.email, first.email]);

    const page = await ctx().app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Outbox — Gearloop</title>');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">/);
    expect(page.body.indexOf(second.email)).toBeLessThan(page.body.indexOf(first.email));
  });
});

describe('outbox in production', () => {
  const ctx = useTestApp({ NODE_ENV: 'production' });

  it('is not registered', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await ctx().app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
  });
});
