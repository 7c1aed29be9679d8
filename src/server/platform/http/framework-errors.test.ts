import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../domain/api-error';
import { useTestApp } from '../../test/test-app';
import { MALFORMED_PAGE_TEXT, MALFORMED_PATH_MESSAGE } from './error-handler';

describe('a path whose percent-encoding is malformed', () => {
  const testApp = useTestApp();

  it('on the API: a 400 shaped like every other API error, not Fastify’s own', async () => {
    for (const url of ['/api/listings/%E0%A4%A', '/api/profiles/%ZZ/reviews', '/api/listings/%']) {
      const response = await testApp().app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: { code: errorCodes.validation, message: MALFORMED_PATH_MESSAGE } });
    }
  });

  it('on a page: a plain 400, not JSON', async () => {
    const response = await testApp().app.inject({ url: '/listing/%E0%A4%A', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe(MALFORMED_PAGE_TEXT);
  });

  it('in the query string only: the route answers as usual', async () => {
    const response = await testApp().app.inject({ url: '/api/search?q=%E0%A4%A' });
    expect(response.statusCode).toBeLessThan(500);
  });
});
