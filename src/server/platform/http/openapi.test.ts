import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}

describe('GET /api/openapi.json', () => {
  const ctx = useTestApp();
  let source = '';
  let operations: [string, Operation][] = [];

  beforeAll(async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    source = response.body;
    const paths = JSON.parse(source).paths as Record<string, Record<string, Operation>>;
    operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
    );
  });

  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const readable = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(readable).toEqual([]);
  });

  it('names every operation, declares its security and documents its error answers', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const [name, operation] of operations) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.security, name).toBeDefined();
      expect(Object.keys(operation.responses).some((status) => status.startsWith('4')), name).toBe(true);
      if (operation.security?.length) expect(operation.responses['401'], name).toBeDefined();
    }
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares a session-cookie scheme and marks public operations with an empty security list', () => {
    const document = JSON.parse(source);
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'gl_session' });
    const byName = Object.fromEntries(operations);
    expect(byName['GET /api/feed']?.security).toEqual([]);
    expect(byName['POST /api/reservations']?.security).toEqual([{ session: [] }]);
    expect(document.servers).toHaveLength(1);
    expect(document.info.license.name).toBeTruthy();
  });

  it('generates TypeScript types with openapi-typescript, one per operation', async () => {
    const types = astToString(await openapiTS(source));
    for (const [name, operation] of operations) expect(types, name).toContain(`${operation.operationId}: {`);
    expect(types).toContain('"/api/reservations/{id}"');
  });
});
