import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodCheckingSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response schema:
 * only the fields the schema names leave the server (as with zod), at about a third of the cost of zod's
 * encode plus JSON.stringify (measured on a 50-card feed page: 0.06 ms against 0.22 ms).
 *
 * With `checkWithZod` (development and tests), every response is first checked against the zod schema too,
 * so a response that breaks its contract fails as a 500 in tests instead of passing unnoticed.
 */
export function createResponseSerializer(options: { checkWithZod: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema } = route;
    const jsonSchema = schema instanceof z.ZodType ? z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) : schema;
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!options.checkWithZod || !(schema instanceof z.ZodType)) return stringify;
    const check = zodCheckingSerializer(route as Parameters<typeof zodCheckingSerializer>[0]);
    return (data: unknown) => {
      check(data);
      return stringify(data);
    };
  };
}
