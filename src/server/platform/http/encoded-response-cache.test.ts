import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { isResponseSerializationError, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCompression } from './compression';
import { createEncodedResponseCache } from './encoded-response-cache';
import { createResponseSerializer } from './response-serializer';

const page = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) });
type Page = z.infer<typeof page>;

/** A page of `count` items whose titles carry `label`, so two bodies can be told apart. */
const pageOf = (label: string, count = 40): Page => ({
  items: Array.from({ length: count }, (_, index) => ({ id: `item-${index}`, title: `${label} camera ${index}` })),
});

/** GET /page?fingerprint=…&label=…&count=… answers pageOf(label, count) through the cache under that fingerprint. */
async function appWithCache() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkWithZod: true }));
  app.setErrorHandler((error, _request, reply) => reply.status(500).send({ serializationError: isResponseSerializationError(error) }));
  await registerCompression(app);
  const cache = createEncodedResponseCache({ maxBytes: 1024 * 1024 });
  const query = z.object({ fingerprint: z.string(), label: z.string(), count: z.coerce.number().default(40), broken: z.string().optional() });
  app.get('/page', { schema: { querystring: query, response: { 200: page } } }, async (request, reply) => {
    const body = request.query.broken ? ({ items: [{ id: 1 }] } as unknown as Page) : pageOf(request.query.label, request.query.count);
    return cache.send(request, reply, { body, fingerprint: request.query.fingerprint });
  });
  await app.ready();
  return app;
}

describe('encoded response cache', () => {
  it('sends the bytes made for a fingerprint to every later request with that fingerprint, and new bytes for a new one', async () => {
    const app = await appWithCache();
    const first = await app.inject('/page?fingerprint=a&label=first');
    const sameFingerprint = await app.inject('/page?fingerprint=a&label=second');
    const newFingerprint = await app.inject('/page?fingerprint=b&label=second');
    expect(first.json()).toEqual(pageOf('first'));
    expect(sameFingerprint.body).toBe(first.body);
    expect(newFingerprint.json()).toEqual(pageOf('second'));
  });

  it('compresses with brotli or gzip as the client accepts, and sends plain JSON to clients that accept neither', async () => {
    const app = await appWithCache();
    const expected = pageOf('tent');
    const br = await app.inject({ url: '/page?fingerprint=c&label=tent', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(expected).length / 3);

    const gzip = await app.inject({ url: '/page?fingerprint=c&label=tent', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);

    const plain = await app.inject({ url: '/page?fingerprint=c&label=tent', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.json()).toEqual(expected);
  });

  it('leaves a body under 1 kB uncompressed', async () => {
    const app = await appWithCache();
    const small = await app.inject({ url: '/page?fingerprint=d&label=x&count=2', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(pageOf('x', 2));
  });

  it('still checks the body against the route’s response schema', async () => {
    const app = await appWithCache();
    const response = await app.inject('/page?fingerprint=e&label=x&broken=1');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ serializationError: true });
  });
});
