import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile, SessionResponse } from '../../../../domain/profile';
import { ownProfileFixture } from '@/lib/session/own-profile-fixture';
import { createQueryClient } from '../../../lib/query-client';
import { AuthProvider } from '@/lib/session/auth-provider';
import { authKeys } from '@/lib/session/query-keys';
import { newProfilePromptSeenKey, PENDING_NAVIGATION_KEY } from '../lib/profile-gate';
import { ProfileGateProvider, useProfileGate } from './profile-gate-provider';

const profile = (overrides: Partial<OwnProfile> = {}) => ownProfileFixture({ email: 'noa@example.com', first_name: 'Noa', last_name: 'Peretz', referral_code: 'NOA', created_at: '2025-03-01T10:00:00Z', ...overrides });

function AddListingButton() {
  const gate = useProfileGate();
  return (
    <button type="button" onClick={() => gate.requireCompleteProfile('/create-listing')}>
      Add Listing
    </button>
  );
}

function renderGate(user: OwnProfile | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData<SessionResponse>(authKeys.session(), { user, google_enabled: false });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ProfileGateProvider>
            <h1>Home</h1>
            <AddListingButton />
          </ProfileGateProvider>
        ),
      },
      { path: '/explore', element: <h1>Explore page</h1> },
      { path: '/create-listing', element: <h1>Create listing page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router };
}

let putBodies: unknown[] = [];

// The dialog is loaded on demand: its first import compiles the module, which on a busy machine took longer than
// findByRole waits (CI, 2026-11-27). Loaded once here, every test waits only for the app's own work.
beforeAll(() => import('./profile-dialog'));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  putBodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path === '/api/me/profile' && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Partial<OwnProfile>;
        putBodies.push(body);
        return new Response(JSON.stringify(profile({ ...body })), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('profile gate', () => {
  it('forces Complete Your Profile on a user without a last name: no Cancel, no close, Esc does nothing', async () => {
    const user = userEvent.setup();
    renderGate(profile({ first_name: 'Noa', last_name: null }));

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    expect(dialog).toHaveTextContent('Please complete your profile to continue using Gearloop');
    expect(screen.queryByRole('button', { name: /close|cancel|not now/i })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  });

  it('checks names on blur, clears the error on typing, and saves to the pending path or /explore', async () => {
    const user = userEvent.setup();
    const { router } = renderGate(profile({ first_name: null, last_name: null }));
    await screen.findByRole('dialog', { name: 'Complete Your Profile' });

    const firstName = screen.getByLabelText('First name');
    await user.click(firstName);
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');

    await user.type(firstName, 'Noa');
    await waitFor(() => expect(screen.queryByText('First name is required')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();

    await user.type(screen.getByLabelText('Last name'), '  ');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
    await user.type(screen.getByLabelText('Last name'), 'Peretz');
    await user.selectOptions(screen.getByLabelText('Country code'), 'Israel');
    await user.type(screen.getByLabelText('Phone'), '50 123 4567');
    await user.type(screen.getByLabelText('Bio'), 'Climber and photographer.');

    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
    expect(putBodies).toEqual([
      { first_name: 'Noa', last_name: 'Peretz', location: '', bio: 'Climber and photographer.', phone: '+972 50 123 4567' },
    ]);
  });

  it('keeps Add Listing pending while an incomplete profile is completed, then goes there', async () => {
    const user = userEvent.setup();
    // a profile that became incomplete while the page was open: the dialog is already up,
    // and the pending path decides where completion leads.
    sessionStorage.setItem(PENDING_NAVIGATION_KEY, '/create-listing');
    const { router } = renderGate(profile({ last_name: '' }));
    await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await user.type(screen.getByLabelText('Last name'), 'Peretz');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-listing'));
    expect(sessionStorage.getItem(PENDING_NAVIGATION_KEY)).toBeNull();
  });

  it('lets a complete profile go straight to /create-listing', async () => {
    const user = userEvent.setup();
    const { router } = renderGate(profile());
    await user.click(await screen.findByRole('button', { name: 'Add Listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-listing'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in, remembering where they were going', async () => {
    const user = userEvent.setup();
    const { router } = renderGate(null);
    await user.click(await screen.findByRole('button', { name: 'Add Listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('gearloop:redirect-after-login')).toBe('/create-listing');
  });

  it('offers a dismissible dialog to a brand-new profile, once per user', async () => {
    const user = userEvent.setup();
    const fresh = profile({ created_at: new Date(Date.now() - 60_000).toISOString() });
    renderGate(fresh);
    await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(newProfilePromptSeenKey(fresh.id))).not.toBeNull();
  });

  it('does not reopen at the next sign-in within five minutes once the profile was completed', async () => {
    const user = userEvent.setup();
    const createdAt = new Date(Date.now() - 60_000).toISOString();
    renderGate(profile({ first_name: null, last_name: null, created_at: createdAt }));
    await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await user.type(screen.getByLabelText('First name'), 'Noa');
    await user.type(screen.getByLabelText('Last name'), 'Peretz');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Signed out, then in again (a new tab: this tab's storage is gone) with the completed profile.
    cleanup();
    sessionStorage.clear();
    renderGate(profile({ created_at: createdAt }));
    expect(await screen.findByRole('button', { name: 'Add Listing' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
