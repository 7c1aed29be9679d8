import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider, useAuth } from '@/lib/session/auth-provider';

function Status() {
  const auth = useAuth();
  return <p>{auth.status === 'signed-in' ? `signed in as ${auth.user.email}` : auth.status}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useAuth', () => {
  it('throws outside its provider', () => {
    // React may report the thrown render error; this one is expected, so it is not collected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('goes from loading to signed-out or signed-in following GET /api/auth/session', async () => {
    let user: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ user, google_enabled: true }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const queryClient = createQueryClient();
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Status />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    unmount();

    user = { id: 'u1', email: 'maya@example.com', first_name: 'Maya', last_name: 'Cohen' };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <Status />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('signed in as maya@example.com')).toBeInTheDocument();
  });
});
