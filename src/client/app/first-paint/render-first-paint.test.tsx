// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListingCalendar, ListingDetail } from '@domain/listing-schemas';
import type { ConversationDetail, ConversationListItem, Message } from '@domain/messaging';
import { firstPaintRequests, renderFirstPaint } from './render-first-paint';

const market = { time_zone: 'Asia/Jerusalem', tile_url: 'https://tile.example/{z}/{x}/{y}.png' };
const id = '6f1c2b1e-4d7a-4c1e-9a55-0d3f2f0e9b10';
const ownerId = '0b7e3a52-91a4-4d8f-b7c1-7e1f6c2a9d33';
const listing: ListingDetail = {
  listing_id: id,
  owner_id: ownerId,
  title: 'Trail tent for <two>',
  description: 'Light, fast to pitch.',
  category: 'Camping',
  location: 'Haifa, Israel',
  price_per_day: 45,
  minimum_rental_days: 1,
  weekly_discount: 0,
  monthly_discount: 0,
  main_photo_url: '/media/listings/tent-1200.webp',
  additional_photo_urls: [],
  photos: [{ id: '3d0c8f5a-5b2e-4f4e-8f7a-2c1d0e9b8a76', card_url: '/media/listings/tent-480.webp', full_url: '/media/listings/tent-1200.webp', width: 1200, height: 900 }],
  available_dates: [],
  status: 'active',
  for_sale: false,
  sale_price: null,
  created_at: '2026-01-01T10:00:00Z',
  average_rating: 0,
  review_count: 0,
  owner: { id: ownerId, first_name: 'Noa', last_name: 'Levi', profile_photo_url: null, deleted: false },
  is_owner: false,
  is_favorite: false,
};
const calendar: ListingCalendar = { available_dates: [], reserved: [], blocked_ranges: [] };
const signedOut = { user: null, google_enabled: false };

const conversationId = '9a3e1c55-2b7d-4e0f-8c6a-1d2e3f4a5b6c';
const person = { id: ownerId, first_name: 'Noa', last_name: 'Levi', profile_photo_url: null, deleted: false };
const conversationRow: ConversationListItem = {
  id: conversationId,
  listing: { id, title: 'Trail tent for <two>', photo_url: null },
  other_person: person,
  viewer_role: 'renter',
  reservation: null,
  last_message: null,
  last_message_at: '2026-11-20T09:00:00Z',
  unread_count: 1,
  created_at: '2026-11-20T08:00:00Z',
};
const conversation: ConversationDetail = { ...conversationRow, can_accept: false, can_decline: false };
const message: Message = {
  id: '5c4b3a29-1f0e-4d8c-9b7a-6e5d4c3b2a10',
  conversation_id: conversationId,
  sender_id: ownerId,
  is_system: false,
  system_action: null,
  is_own: false,
  content: 'It pitches in five minutes.',
  attachment: null,
  read: false,
  created_at: '2026-11-20T09:00:00Z',
};
const signedInSession = { user: { id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', first_name: 'Dan', last_name: 'Cohen', profile_photo_url: null }, google_enabled: false };
const messagesAnswers = {
  '/api/auth/session': signedInSession,
  '/api/me/counts': { unread_messages: 1, unread_notifications: 0 },
  '/api/conversations': { conversations: [conversationRow] },
  [`/api/conversations/${conversationId}`]: { conversation },
  [`/api/conversations/${conversationId}/messages`]: { messages: [message], has_more: false },
};

describe('the server’s first paint', () => {
  it('names the visitor answers of the public pages it draws, and no others', () => {
    expect(firstPaintRequests(`/listing/${id}`, false)).toEqual(['/api/auth/session', `/api/listings/${id}`, `/api/listings/${id}/calendar`]);
    expect(firstPaintRequests('/', false)).toEqual(['/api/auth/session', '/api/feed?limit=50']);
    expect(firstPaintRequests('/explore?groups=Gear,nonsense', false)).toEqual(['/api/auth/session', '/api/feed?limit=50&groups=Gear']);
    // The page's own canonical search (sorted, cleaned), exactly as the page asks for it.
    expect(firstPaintRequests('/search?q=tent&sort=price_asc', false)).toEqual(['/api/auth/session', '/api/search?q=tent&sort=price_asc']);
    // An id is a path segment of its own: it cannot reach another API path.
    expect(firstPaintRequests('/listing/..%2Fadmin', false)).toEqual(['/api/auth/session', '/api/listings/..%2Fadmin', '/api/listings/..%2Fadmin/calendar']);
    expect(firstPaintRequests('/login?redirect=%2Fmessages', false)).toEqual(['/api/auth/session']);
    for (const page of ['/auth', '/messages', `/messages/${id}`, '/my-reservations', '/profile/x', '/listing', '/nowhere']) {
      expect(firstPaintRequests(page, false), page).toBeNull();
    }
  });

  it('with a session, adds the shell’s unread counts, draws the user’s reservations, and leaves sign-in to the app', () => {
    expect(firstPaintRequests('/my-reservations?tab=past', true)).toEqual(['/api/auth/session', '/api/me/counts', '/api/reservations?role=all']);
    expect(firstPaintRequests(`/listing/${id}`, true)).toEqual([
      '/api/auth/session',
      '/api/me/counts',
      `/api/listings/${id}`,
      `/api/listings/${id}/calendar`,
    ]);
    expect(firstPaintRequests('/login', true)).toBeNull();
  });

  it('reads the messages page in two rounds: the list, then the first conversation it names', () => {
    const shell = ['/api/auth/session', '/api/me/counts'];
    expect(firstPaintRequests('/messages', true)).toEqual([...shell, '/api/conversations']);
    expect(firstPaintRequests('/messages', true, { '/api/conversations': { conversations: [conversationRow] } })).toEqual([
      ...shell,
      '/api/conversations',
      `/api/conversations/${conversationId}`,
      `/api/conversations/${conversationId}/messages`,
    ]);
    expect(firstPaintRequests('/messages', true, { '/api/conversations': { conversations: [] } })).toEqual([...shell, '/api/conversations']);
    expect(firstPaintRequests(`/messages/${conversationId}`, true)).toEqual([
      ...shell,
      '/api/conversations',
      `/api/conversations/${conversationId}`,
      `/api/conversations/${conversationId}/messages`,
    ]);
    // Not a conversation id: the page says so itself, without asking the API about it.
    expect(firstPaintRequests('/messages/..%2Fadmin', true)).toEqual([...shell, '/api/conversations']);
  });

  it('draws /messages for a phone and a wide screen at once: the first conversation below 768 px, the prompt above', async () => {
    const paint = await renderFirstPaint({ url: '/messages', answers: messagesAnswers, market });
    const html = paint!.html;
    expect(html).toContain('It pitches in five minutes.');
    expect(html).toContain('Select a conversation');
    // The open conversation is hidden on wide screens, the prompt and list on narrow ones.
    expect(html).toMatch(/<div class="flex min-h-0 min-w-0 flex-1 flex-col md:hidden">/);
    expect(html).toContain('<div class="flex-1 flex-col items-center justify-center gap-3 p-8 text-center hidden md:flex">');
    expect(html).toContain('<div class="min-h-0 w-full flex-col bg-white md:flex md:w-80 md:shrink-0 md:border-e md:border-slate-200 lg:w-96 hidden">');
    expect(html).not.toContain('<!--$!-->');
    const keys = (paint!.data as { queries: { queryKey: unknown[] }[] }).queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['messaging', 'conversations'],
        ['messaging', 'conversation', conversationId],
        ['messaging', 'messages', conversationId],
      ]),
    );
  });

  it('draws an open conversation beside the list, and the sign-in prompt is the app’s', async () => {
    const html = (await renderFirstPaint({ url: `/messages/${conversationId}`, answers: messagesAnswers, market }))!.html;
    expect(html).toContain('It pitches in five minutes.');
    expect(html).not.toContain('Select a conversation');
    expect(await renderFirstPaint({ url: '/messages', answers: { ...messagesAnswers, '/api/auth/session': signedOut }, market })).toBeNull();
  });

  it('keys a signed-in user’s answers by their id, and draws nothing for a session the API no longer knows', async () => {
    const user = { id: ownerId, first_name: 'Noa', last_name: 'Levi', profile_photo_url: null } as unknown;
    const paint = await renderFirstPaint({
      url: `/listing/${id}`,
      answers: {
        '/api/auth/session': { user, google_enabled: false },
        '/api/me/counts': { unread_messages: 2, unread_notifications: 0 },
        [`/api/listings/${id}`]: listing,
        [`/api/listings/${id}/calendar`]: calendar,
      },
      market,
    });
    const keys = (paint!.data as { queries: { queryKey: unknown[] }[] }).queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['listings', 'detail', id, ownerId], ['me', 'counts']]));
    expect(paint!.html).not.toContain('Log In');
    // Signed out by the time the API answered: the page needs a user, so it is left to the app.
    expect(
      await renderFirstPaint({
        url: '/my-reservations',
        answers: { '/api/auth/session': signedOut, '/api/me/counts': {}, '/api/reservations?role=all': { reservations: [] } },
        market,
      }),
    ).toBeNull();
  });

  it('draws a listing page from its answers, as the app draws it, and hands the answers on', async () => {
    const paint = await renderFirstPaint({
      url: `/listing/${id}`,
      answers: { '/api/auth/session': signedOut, [`/api/listings/${id}`]: listing, [`/api/listings/${id}/calendar`]: calendar },
      market,
    });
    expect(paint).not.toBeNull();
    const html = paint!.html;
    // The title escaped, the photo as an image the browser fetches from the HTML, the price and the shell around it.
    expect(html).toContain('<h1 class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Trail tent for &lt;two&gt;</h1>');
    expect(html).toMatch(/<img src="\/media\/listings\/tent-1200\.webp" alt="Trail tent for &lt;two&gt;" loading="eager"/);
    expect(html).toContain('₪45');
    expect(html).toContain('Log In');
    // Nothing the app would have to draw again: no boundary left unfinished, no script.
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('<script');
    const queries = (paint!.data as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    expect(queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['auth', 'session'],
        ['listings', 'detail', id, 'visitor'],
        ['listings', 'calendar', id, 'visitor'],
      ]),
    );
  });

  it('draws the feed as the first page of the infinite query the home page reads', async () => {
    const feed = { listings: [], next_cursor: null, personalized: false };
    const paint = await renderFirstPaint({ url: '/', answers: { '/api/auth/session': signedOut, '/api/feed?limit=50': feed }, market });
    expect(paint!.html).toContain('Gear from people near you, by the day.');
    expect(paint!.html).toContain('No gear found');
    const queries = (paint!.data as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    expect(queries.find((query) => query.queryKey[1] === 'feed')?.state.data).toEqual({ pages: [feed], pageParams: [null] });
  });

  it('draws the sign-in screen outside the shell', async () => {
    const paint = await renderFirstPaint({ url: '/signup', answers: { '/api/auth/session': signedOut }, market });
    expect(paint!.html).toContain('Welcome');
    expect(paint!.html).toMatch(/aria-selected="true"[^>]*>Sign Up</);
    expect(paint!.html).not.toContain('Available Near You');
  });

  it('draws the sign-in and sign-up forms so that a submit before the app starts cannot put a password in the address', async () => {
    for (const url of ['/login', '/signup']) {
      const paint = await renderFirstPaint({ url, answers: { '/api/auth/session': signedOut }, market });
      const form = paint!.html.match(/<form[^>]*aria-label="Sign (in|up)"[^>]*>/)?.[0] ?? '';
      expect(form, url).toContain('method="post"');
      expect(paint!.html, url).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    }
  });

  it('draws nothing when an answer is missing or the page is not one it draws', async () => {
    expect(await renderFirstPaint({ url: `/listing/${id}`, answers: { '/api/auth/session': signedOut }, market })).toBeNull();
    expect(await renderFirstPaint({ url: '/messages', answers: { '/api/auth/session': signedOut }, market })).toBeNull();
  });
});
