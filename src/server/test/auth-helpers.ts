import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { OwnProfile } from '../../domain/profile';
import { SESSION_COOKIE } from '../platform/auth/session-tokens';
import type { ZodApp } from '../platform/http/types';
import type { OutboxRecord } from '../platform/outbox/outbox';
import { TEST_ORIGIN } from './test-app';

export const TEST_PASSWORD = 'correct-horse-1';

let counter = 0;
/** A fresh e-mail address for each call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

let addresses = 0;
/** A fresh client address (TEST-NET-2/3 ranges) for each call, so sign-ups of unrelated tests never share a limit. */
export function uniqueAddress(): string {
  addresses += 1;
  return `198.${18 + Math.floor(addresses / 65536)}.${Math.floor(addresses / 256) % 256}.${addresses % 256}`;
}

/** "gl_session=…" from a response's Set-Cookie, ready for a `cookie` header; undefined if not set. */
export function sessionCookieFrom(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie && cookie.value ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

export interface SignedUpUser {
  cookie: string;
  user: OwnProfile;
  email: string;
  password: string;
}

/** Signs a new user up through the API (201 expected) and returns their session cookie and profile. */
export async function signUp(
  app: ZodApp,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string; referralCode: string }> = {},
): Promise<SignedUpUser> {
  const payload = { firstName: 'Noa', lastName: 'Tester', email: uniqueEmail(), password: TEST_PASSWORD, ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', headers: { origin: TEST_ORIGIN }, payload, remoteAddress: uniqueAddress() });
  if (response.statusCode !== 201) throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieFrom(response);
  if (!cookie) throw new Error('signUp: no session cookie');
  return { cookie, user: response.json().user as OwnProfile, email: payload.email, password: payload.password };
}

/** Signs in through the API; returns the raw response (check statusCode yourself). */
export function signInRequest(app: ZodApp, email: string, password: string, options: { cookie?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { email, password },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** The local outbox's e-mails, newest first (through the dev route). */
export async function readOutbox(app: ZodApp): Promise<(OutboxRecord & { subject: string })[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
  return (response.json().messages as OutboxRecord[]).filter((m) => m.channel === 'email') as (OutboxRecord & { subject: string })[];
}

/** The local outbox's records of any channel, newest first. */
export async function readOutboxRecords(app: ZodApp): Promise<OutboxRecord[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
  return response.json().messages as OutboxRecord[];
}

/** The newest verification link sent to the address, as a path for app.inject. */
export async function verificationLinkFor(app: ZodApp, email: string): Promise<string | undefined> {
  const message = (await readOutbox(app)).find((m) => m.to === email);
  const url = message?.text.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
  return url ? new URL(url).pathname + new URL(url).search : undefined;
}
