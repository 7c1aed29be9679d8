import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { addDays, todayIn } from '../../../domain/dates';
import { conversations, messages } from '../../db/schema';
import { createListing, createListingPhoto, type createProfile, type ListingRow } from '../../test/factories';
import { createSignedInUser, type TestUser } from '../../test/session-helpers';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app';

/** Helpers of the messaging API tests. */

export type { TestUser } from '../../test/session-helpers';

export function signedInUser(t: TestApp, overrides: Parameters<typeof createProfile>[1] = {}): Promise<TestUser> {
  return createSignedInUser(t.db, overrides, t.clock.now());
}

export const day = (t: TestApp, offset: number) => addDays(todayIn(t.config.marketTimeZone, t.clock.now()), offset);

/** An active, bookable listing of `owner` with one photo. */
export async function ownersListing(t: TestApp, owner: TestUser, overrides: Partial<ListingRow> = {}): Promise<ListingRow> {
  const listing = await createListing(t.db, {
    ownerId: owner.id,
    pricePerDay: '100.00',
    available: `{[${day(t, 0)},${day(t, 120)})}`,
    ...overrides,
  });
  await createListingPhoto(t.db, { listingId: listing.id });
  return listing;
}

export function post(t: TestApp, url: string, user: TestUser | undefined, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function get(t: TestApp, url: string, user: TestUser | undefined) {
  return t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
}

/** A renter, an owner, the owner's listing and the renter's conversation about it (started through the API). */
export async function conversationSetup(t: TestApp, names: { owner?: [string, string]; renter?: [string, string] } = {}) {
  const owner = await signedInUser(t, { firstName: names.owner?.[0] ?? 'Olga', lastName: names.owner?.[1] ?? 'Owner' });
  const renter = await signedInUser(t, { firstName: names.renter?.[0] ?? 'Rami', lastName: names.renter?.[1] ?? 'Renter' });
  const listing = await ownersListing(t, owner);
  const started = await post(t, '/api/conversations', renter, { listing_id: listing.id });
  if (started.statusCode !== 201) throw new Error(`start conversation failed: ${started.statusCode} ${started.body}`);
  return { owner, renter, listing, conversationId: started.json().conversation.id as string };
}

export function sendText(t: TestApp, user: TestUser | undefined, conversationId: string, body: unknown) {
  return post(t, `/api/conversations/${conversationId}/messages`, user, body);
}

export interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

export function messageForm(text: string | undefined, file?: FilePart, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  if (text !== undefined) form.append('text', text);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

export function sendForm(t: TestApp, user: TestUser, conversationId: string, form: FormData) {
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    payload: form,
  });
}

export async function messagesOf(t: TestApp, conversationId: string) {
  return t.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.createdAt, messages.id);
}

export async function conversationRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

/** Files stored under the private `messages/` folder of the local-disk storage. */
export function storedMessageFiles(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'media', 'messages');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Moves the test clock on (rate-limit windows, cleanup delays). */
export function advance(t: TestApp, ms: number) {
  t.clock.set(new Date(t.clock.now().getTime() + ms));
}
