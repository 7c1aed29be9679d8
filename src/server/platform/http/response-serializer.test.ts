import Fastify from 'fastify';
import { isResponseSerializationError, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer } from './response-serializer';

const card = z.object({ id: z.string(), price: z.number(), owner: z.object({ name: z.string().nullable() }), note: z.string().optional() });

async function appWith(checkWithZod: boolean, payload: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkWithZod }));
  app.setErrorHandler((error, _request, reply) =>
    reply.status(500).send({ serializationError: isResponseSerializationError(error) }),
  );
  app.get('/card', { schema: { response: { 200: card } } }, async () => payload as z.infer<typeof card>);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it('writes exactly the schema’s fields, nulls and nested objects included', async () => {
    const app = await appWith(false, { id: 'a', price: 12.5, owner: { name: null, email: 'secret@x' }, password_hash: 'x' });
    const response = await app.inject('/card');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a', price: 12.5, owner: { name: null } });
    expect(response.body).not.toContain('secret');
  });

  it('checks every response against the zod schema when asked (development and tests)', async () => {
    const app = await appWith(true, { id: 'a', price: 'twelve', owner: { name: 'Maya' } });
    const response = await app.inject('/card');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ serializationError: true });
  });

  it('answers a valid response the same way with or without the check', async () => {
    const payload = { id: 'b', price: 0, owner: { name: 'Maya' }, note: 'hi' };
    const [checked, unchecked] = await Promise.all([appWith(true, payload), appWith(false, payload)]);
    const [a, b] = await Promise.all([checked.inject('/card'), unchecked.inject('/card')]);
    expect(a.body).toBe(b.body);
    expect(JSON.parse(a.body)).toEqual(payload);
  });
});
