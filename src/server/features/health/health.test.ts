import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers ok after checking the database', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind(), node: process.versions.node });
  });

  it('runs on a supported Node.js (24 or newer), never a silent fall-back to the machine’s Node 20', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major, `the suite runs on Node.js ${process.versions.node}`).toBeGreaterThanOrEqual(24);
  });

  it('sets security headers', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
