import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchX } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { QueryState } from './query-state';

const base = { isPending: false, isError: true, isFetching: false, refetch: vi.fn() };
const notFound = { icon: SearchX, title: 'Reservation not found', description: 'Gone.' };

function show(query: typeof base & { error: unknown }, signedIn = true) {
  const element = (
    <QueryState query={query} skeleton={<p>Loading…</p>} errorTitle="Couldn't load this reservation" notFound={notFound} signIn={{ signedIn, description: 'Sign in to see this reservation.' }} />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('QueryState: the signed-in / loading / not-found / error / retry ladder', () => {
  it('asks a signed-out visitor to sign in, before anything else', () => {
    show({ ...base, isPending: true, error: null }, false);
    expect(screen.getByText('Sign in to see this reservation.')).toBeInTheDocument();
  });

  it('shows the skeleton while loading', () => {
    show({ ...base, isPending: true, isError: false, error: null });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('shows not found for a 404', () => {
    show({ ...base, error: new ApiError(404, 'NOT_FOUND', 'Reservation not found') });
    expect(screen.getByRole('heading', { name: 'Reservation not found' })).toBeInTheDocument();
  });

  it('offers Try again for any other error, and retries', async () => {
    const refetch = vi.fn();
    show({ ...base, refetch, error: new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') });
    expect(screen.getByRole('heading', { name: "Couldn't load this reservation" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
