import { expect, test } from './fixtures';

// The product must run on the project's own Node.js (26), never on the machine's end-of-life Node 20.
test('the server the journeys use runs on Node.js 24 or newer', async ({ request }) => {
  const health = await (await request.get('/api/health')).json();
  expect(Number(String(health.node).split('.')[0]), `server on Node.js ${health.node}`).toBeGreaterThanOrEqual(24);
});
