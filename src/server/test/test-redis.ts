import net from 'node:net';

/** The machine's Redis (TEST_REDIS_URL, else the default port). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers; in CI a missing one is an error, elsewhere its tests are skipped. */
export async function isRedisAvailable(): Promise<boolean> {
  const url = new URL(testRedisUrl);
  const available = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379), timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
  if (!available && process.env.CI === 'true') throw new Error(`No Redis at ${testRedisUrl}: CI needs one for the Redis rate-limit store`);
  return available;
}
