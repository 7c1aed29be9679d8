import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationListItem } from '../../../../domain/reservations';
import { Toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { AuthProvider } from '@/lib/session/auth-provider';
import { authKeys } from '@/lib/session/query-keys';
import { MyReservationsPage } from './my-reservations-page';

const ids = {
  pending: '0b6c1a36-86c9-4a57-9d0d-7a1fcb1c0a01',
  renting: '0b6c1a36-86c9-4a57-9d0d-7a1fcb1c0a02',
  listing: '5c8b2a1e-0d3f-4c55-8f43-2b9c7f1d3e10',
  owner: '8e0d4a57-7f7a-4d8a-9a51-2d1c2a9f0c11',
  renter: '9f1e5b68-8a8b-4e9b-8b62-3e2d3b0a1d22',
};

function reservation(overrides: Partial<ReservationListItem>): ReservationListItem {
  return {
    reservation_id: ids.pending,
    listing_id: ids.listing,
    owner_id: ids.owner,
    renter_id: ids.renter,
    start_date: '2026-12-01',
    end_date: '2026-12-08',
    rental_price: 612,
    total_price: 612,
    status: 'pending',
    is_purchase: false,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    conversation_id: null,
    role: 'owner',
    listing: { listing_id: ids.listing, title: 'Trek Marlin 7 mountain bike', main_photo_url: null, location: 'Tel Aviv-Yafo, Israel', category: 'Bicycles & Scooters', owner_id: ids.owner },
    other_party: { id: ids.renter, first_name: 'Daniel', last_name: 'Levi', profile_photo_url: null, deleted: false },
    available_actions: ['accept', 'decline', 'cancel_by_owner'],
    review: { state: 'not_completed', closes_on: null },
    ...overrides,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let actionResponse: () => Promise<Response>;
let actionBodies: { action: string }[];
let serverStatus: ReservationListItem['status'];
let listCalls: number;
let holdListRefetch: boolean;

beforeEach(() => {
  actionBodies = [];
  serverStatus = 'pending';
  listCalls = 0;
  holdListRefetch = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/reservations?role=all')) {
        listCalls += 1;
        if (holdListRefetch && listCalls > 1) return new Promise<Response>(() => {});
        return json(200, {
          reservations: [
            reservation({ status: serverStatus, available_actions: serverStatus === 'pending' ? ['accept', 'decline', 'cancel_by_owner'] : [] }),
            reservation({
              reservation_id: ids.renting,
              role: 'renter',
              status: 'completed',
              available_actions: [],
              listing: { ...reservation({}).listing, title: 'Sony A7 III' },
              review: { state: 'ended', closes_on: '2026-11-22' },
            }),
          ],
        });
      }
      if (url.endsWith('/actions') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { action: string };
        actionBodies.push(body);
        const response = await actionResponse();
        if (response.ok) serverStatus = body.action === 'accept' ? 'accepted' : 'declined';
        return response;
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(path = '/my-reservations') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.session(), {
    user: { id: ids.owner, email: 'maya@example.com', first_name: 'Maya', last_name: 'Cohen' },
    google_enabled: false,
  });
  const router = createMemoryRouter(
    [
      { path: '/my-reservations', element: <MyReservationsPage /> },
      { path: '/reservation/:id', element: <h1>Detail</h1> },
      { path: '/calendar', element: <h1>Calendar</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { queryClient };
}

describe('My reservations', () => {
  it('shows counts per tab and splits the list into sections', async () => {
    renderPage();
    await screen.findByText('Trek Marlin 7 mountain bike');
    expect(screen.getByRole('tab', { name: /Upcoming\s*\(1\)/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Past\s*\(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Cancelled\s*\(0\)/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /All\s*\(2\)/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Renting Out/ })).toBeInTheDocument();
    expect(screen.queryByText('Sony A7 III')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Cancelled/ }));
    expect(await screen.findByText('Nothing cancelled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /All/ }));
    expect(await screen.findByText('Sony A7 III')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Renting\s*1$/ })).toBeInTheDocument();
    // A past rental whose 14 days went by unreviewed says so, rather than nothing.
    expect(within(screen.getByText('Sony A7 III').closest('li')!).getByText('Review period ended')).toBeInTheDocument();
  });

  it('accepts optimistically and confirms with a toast', async () => {
    actionResponse = async () => json(200, { reservation: {} });
    renderPage();
    const card = (await screen.findByText('Trek Marlin 7 mountain bike')).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    expect(await screen.findByText('Reservation accepted')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(actionBodies).toEqual([{ action: 'accept' }]);
  });

  it('reverts an optimistic accept when the server refuses, with an Error toast', async () => {
    let refuse!: () => void;
    actionResponse = () =>
      new Promise<Response>((resolve) => {
        refuse = () => resolve(json(409, { error: { code: 'CONFLICT', message: 'This request is older than 24 hours and has expired.' } }));
      });
    holdListRefetch = true; // what shows after the refusal is the rollback, not a fresh read
    renderPage();
    const card = (await screen.findByText('Trek Marlin 7 mountain bike')).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));

    // At once: the badge reads Accepted and the answer buttons are gone.
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    refuse();
    await waitFor(() => expect(within(card).getByText('Pending')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('This request is older than 24 hours and has expired.')).toBeInTheDocument();
  });

  it('asks before declining', async () => {
    actionResponse = async () => json(200, { reservation: {} });
    renderPage();
    const card = (await screen.findByText('Trek Marlin 7 mountain bike')).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(actionBodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Reservation declined')).toBeInTheDocument();
    expect(actionBodies).toEqual([{ action: 'decline' }]);
  });
});
