/**
 * The server's first paint of a page (docs/decisions/0026), built by `vite build --ssr` into dist/ssr and loaded by the
 * server (src/server/platform/http/first-paint.ts). The server asks its own API, with the request's session cookie and
 * nothing else, for the answers a page reads (`firstPaintRequests`), then draws the page from them with the app's own
 * components, route frame and providers (`renderFirstPaint`). The app hydrates that markup from the same answers. What
 * is drawn is what the API shows that viewer, through the same policies.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Outlet, StaticRouterProvider, createStaticHandler, createStaticRouter, matchPath, type RouteObject } from 'react-router';
import type { ClientConfig } from '@domain/market';
import type { PageAnswer } from '@/lib/first-paint-data';
import { setMarket } from '@/lib/market';
import { createQueryClient } from '@/lib/query-client';
import { authKeys, SESSION_PATH } from '@/lib/session/query-keys';
import { explorePageAnswers, searchPageAnswers } from '../../features/discovery/first-paint';
import { ExplorePage } from '../../features/discovery/pages/explore-page';
import { SearchPage } from '../../features/discovery/pages/search-page';
import { listingPageAnswers } from '../../features/listings/first-paint';
import { ListingDetailPage } from '../../features/listings/pages/listing-detail-page';
import { AuthPage } from '../../features/auth/pages/auth-page';
import { unreadCountsAnswers } from '../../features/notifications/first-paint';
import { messagesPageAnswers } from '../../features/messages/first-paint';
import { MessagesPage } from '../../features/messages/pages/messages-page';
import { myReservationsPageAnswers } from '../../features/reservations/first-paint';
import { MyReservationsPage } from '../../features/reservations/pages/my-reservations-page';
import type { SessionResponse } from '@domain/profile';
import { AppShell } from '../layout/app-shell';
import { AppProviders } from '../providers';

/** How the app's viewer-keyed queries name a visitor (lib/session/use-viewer.ts). */
const VISITOR = 'visitor';

interface PaintedPage {
  /** The route's path, as in the app's route table (router.tsx and the features' routes). */
  path: string;
  Page: ComponentType;
  /**
   * What the page reads; `viewer` names the viewer in the keys of queries that depend on who asks. `known`: the answers
   * read so far, for a page whose reads depend on an earlier answer (asked again until it names nothing new).
   */
  answers: (url: URL, params: Record<string, string | undefined>, viewer: string, known: Answers) => PageAnswer[];
  /** Who the page is drawn for: a screen only visitors see, only signed-in users (else the app redirects), or anyone. */
  for: 'visitors' | 'signed-in' | 'anyone';
}

/** The sign-in and sign-up screens: outside the shell, and they read nothing but the session. */
const authPages: PaintedPage[] = ['/login', '/signup'].map((path) => ({ path, Page: AuthPage, answers: () => [], for: 'visitors' }));

/** API answers by GET path. */
type Answers = Readonly<Record<string, unknown>>;

/**
 * The pages drawn on the server inside the shell: those people land on (home, search, a shared listing, their
 * reservations and messages).
 */
const shellPages: PaintedPage[] = [
  { path: '/', Page: ExplorePage, answers: (url, _params, viewer) => explorePageAnswers(url.searchParams, viewer), for: 'anyone' },
  { path: '/explore', Page: ExplorePage, answers: (url, _params, viewer) => explorePageAnswers(url.searchParams, viewer), for: 'anyone' },
  { path: '/search', Page: SearchPage, answers: (url, _params, viewer) => searchPageAnswers(url.searchParams, viewer), for: 'anyone' },
  { path: '/listing/:id', Page: ListingDetailPage, answers: (_url, params, viewer) => listingPageAnswers(params.id ?? '', viewer), for: 'anyone' },
  { path: '/my-reservations', Page: MyReservationsPage, answers: () => myReservationsPageAnswers(), for: 'signed-in' },
  { path: '/messages', Page: MessagesPage, answers: (_url, _params, _viewer, known) => messagesPageAnswers(undefined, known), for: 'signed-in' },
  {
    path: '/messages/:conversationId',
    Page: MessagesPage,
    answers: (_url, params, _viewer, known) => messagesPageAnswers(params.conversationId ?? '', known),
    for: 'signed-in',
  },
];

const paintedPages = [...authPages, ...shellPages];

/** Every page reads the session. */
const sessionAnswer: PageAnswer = { path: SESSION_PATH, key: authKeys.session() };

function toUrl(url: string): URL {
  return new URL(url, 'http://gearloop.invalid');
}

/**
 * The page at this URL and what it reads, for a viewer (a user id, or VISITOR), given the answers known so far; null
 * for a page not drawn for them.
 */
function pageAnswers(url: URL, viewer: string, known: Answers): PageAnswer[] | null {
  const signedIn = viewer !== VISITOR;
  for (const page of paintedPages) {
    const match = matchPath(page.path, url.pathname);
    if (!match) continue;
    if (page.for === (signedIn ? 'visitors' : 'signed-in')) return null;
    const shell = signedIn ? unreadCountsAnswers() : [];
    return [sessionAnswer, ...shell, ...page.answers(url, match.params, viewer, known)];
  }
  return null;
}

/**
 * The API paths (GET, with the request's session cookie if it has one) the page at this URL (path and query) is drawn
 * from, given the answers already read (`known`, by path), or null for a page not drawn here. The server asks again
 * with what it read until no new path is named.
 */
export function firstPaintRequests(url: string, withSession: boolean, known: Answers = {}): string[] | null {
  // The paths depend on whether there is a user, not on who: any id stands for them here.
  return pageAnswers(toUrl(url), withSession ? 'signed-in' : VISITOR, known)?.map((answer) => answer.path) ?? null;
}

/** The app's route frame around the painted pages (router.tsx): providers; the shell and its pages' error-boundary level. */
function paintRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: (
        <AppProviders queryClient={queryClient}>
          <Outlet />
        </AppProviders>
      ),
      children: [
        ...authPages.map(pageRoute),
        { element: <AppShell />, children: [{ children: shellPages.map(pageRoute) }] },
      ],
    },
  ];
}

function pageRoute({ path, Page }: PaintedPage): RouteObject {
  return { path, element: <Page /> };
}

/** renderToString's mark of a Suspense boundary it could not finish (the app would draw it again, with an error). */
const SUSPENDED_BOUNDARY = '<!--$!-->';

async function drain({ prelude }: { prelude: AsyncIterable<unknown> }): Promise<void> {
  for await (const chunk of prelude) void chunk;
}

export interface FirstPaintInput {
  /** The page's URL on this site: path and query. */
  url: string;
  /** Every path of `firstPaintRequests(url)` with its API answer (a 200's JSON). */
  answers: Record<string, unknown>;
  market: ClientConfig['market'];
}

/**
 * The page's markup, for inside #root, which the app hydrates, and the answers it was drawn from (TanStack Query's
 * dehydrated state, for FIRST_PAINT_DATA_ELEMENT_ID); null for a page not drawn here or an answer missing.
 */
export async function renderFirstPaint(input: FirstPaintInput): Promise<{ html: string; data: unknown } | null> {
  const url = toUrl(input.url);
  // The viewer as the API saw the cookie (an expired session is a visitor's), named as the app names it (use-viewer.ts).
  const viewer = (input.answers[SESSION_PATH] as SessionResponse | undefined)?.user?.id ?? VISITOR;
  const answers = pageAnswers(url, viewer, input.answers);
  if (!answers || answers.some((answer) => !(answer.path in input.answers))) return null;
  setMarket(input.market);
  const queryClient = createQueryClient();
  for (const { path, key, toQueryData } of answers) {
    const answer = input.answers[path];
    queryClient.setQueryData(key, toQueryData ? toQueryData(answer) : answer);
  }
  try {
    const handler = createStaticHandler(paintRoutes(queryClient));
    const context = await handler.query(new Request(url.href));
    if (context instanceof Response) return null;
    const page = <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />;
    let html = renderToString(page);
    if (html.includes(SUSPENDED_BOUNDARY)) {
      // A lazily loaded part (the date picker) not yet loaded in this process: a prerender loads it (it waits for every
      // part), then the page is drawn again — at once from then on. (The prerender's own markup needs inline scripts.)
      await drain(await prerenderToNodeStream(page));
      html = renderToString(page);
    }
    return { html, data: dehydrate(queryClient) };
  } finally {
    queryClient.clear();
  }
}
