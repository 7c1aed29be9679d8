import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ownProfileFixture } from '@/lib/session/own-profile-fixture';
import { PhoneVerificationCard } from './phone-verification-card';

const user = ownProfileFixture;
const pending = (phone: string) => ({ pending: { phone, expires_at: '2026-11-28T12:10:00Z', resend_after_seconds: 20 } });

function renderCard(answer: unknown, profile = user(), queryClient = createQueryClient()) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json(answer)));
  render(
    <QueryClientProvider client={queryClient}>
      <PhoneVerificationCard user={profile} />
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(() => vi.unstubAllGlobals());

describe('the phone card after a reload', () => {
  it('opens at the code step of the code the server says can still be entered', async () => {
    renderCard(pending('+972 52 111 2233'));
    expect(await screen.findByText('We sent a 6-digit code to +972 52 111 2233. It is valid for 10 minutes.')).toBeInTheDocument();
    // The wait the server gave, counted from now (it read one second more while the first tick was due).
    expect(await screen.findByRole('button', { name: 'Send a new code in 20 s' })).toBeDisabled();
  });

  it('opens there for a verified number being changed, and at the number step when nothing is pending', async () => {
    renderCard(pending('+972 52 999 8877'), user({ phone: '+972 50 123 4567', phone_verified: true }));
    expect(await screen.findByText(/We sent a 6-digit code to \+972 52 999 8877/)).toBeInTheDocument();
  });

  it('asks the server again rather than trust what is cached (another user’s, or a spent code)', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['me', 'pending-phone-code'], pending('+44 20 7946 0958'));
    renderCard({ pending: null }, user(), queryClient);
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByText(/\+44 20 7946 0958/)).not.toBeInTheDocument();
  });
});
