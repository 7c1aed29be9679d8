import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '@/lib/session/query-keys';
import { SIGN_OUT_PENDING_COOKIE } from '@domain/sign-out';
import { useSignOut } from './sign-out';

const signedIn = { user: { id: 'u1', first_name: 'Daniel' }, google_enabled: true };

function setUp(signOutStatus: number, whileLeaving = () => {}) {
  const steps: string[] = [];
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(authKeys.session(), signedIn);
  queryClient.setQueryData(['me', 'counts'], { unread_messages: 3 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      steps.push(`server: ${path}, app shows ${queryClient.getQueryData<{ user: unknown }>(authKeys.session())?.user ? 'the user' : 'a visitor'}`);
      return new Response(null, { status: signOutStatus });
    }),
  );
  const leave = () => {
    whileLeaving();
    steps.push(`leave, ${document.cookie.includes(`${SIGN_OUT_PENDING_COOKIE}=1`) ? 'marked' : 'not marked'} pending`);
  };
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  // The page on screen, apart from the menu that signs out: a public query with an observer (the home page's feed).
  const feed = vi.fn(async () => ({ listings: [] }));
  const page = renderHook(() => useQuery({ queryKey: ['feed'], queryFn: feed }), { wrapper }).result;
  const { result } = renderHook(() => ({ signOut: useSignOut(leave) }), { wrapper });
  return { steps, queryClient, result, feed, page };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${SIGN_OUT_PENDING_COOKIE}=; Max-Age=0; Path=/`;
});

describe('useSignOut', () => {
  it('shows the visitor and leaves before the server ends the session, then forgets private answers', async () => {
    const { steps, queryClient, result, feed, page } = setUp(204);
    await waitFor(() => expect(page.current.isSuccess).toBe(true));
    await act(() => result.current.signOut.mutateAsync());
    expect(steps).toEqual(['leave, marked pending', 'server: /api/auth/signout, app shows a visitor']);
    expect(queryClient.getQueryData(['me', 'counts'])).toBeUndefined();
    expect(queryClient.getQueryData(authKeys.session())).toEqual({ user: null, google_enabled: true });
    // What is on screen is asked for again, not left waiting on a removed query.
    await waitFor(() => expect(feed).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(page.current.isSuccess).toBe(true));
  });

  it('ends the session at once, and only once, when the document goes before the next page is on screen', async () => {
    const { steps, result } = setUp(204, () => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await act(() => result.current.signOut.mutateAsync());
    expect(steps).toEqual(['server: /api/auth/signout, app shows a visitor', 'leave, marked pending']);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('takes the mark back and reads the session again when the server could not end it', async () => {
    const { queryClient, result } = setUp(500);
    await act(() => result.current.signOut.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(queryClient.getQueryState(authKeys.session())?.isInvalidated).toBe(true));
    expect(document.cookie).not.toContain(SIGN_OUT_PENDING_COOKIE);
  });
});
