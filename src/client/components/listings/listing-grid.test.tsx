import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@domain/listing-schemas';
import { AuthProvider } from '@/lib/session/auth-provider';
import { authKeys } from '@/lib/session/query-keys';
import { ListingGrid, useDrawnCards } from './listing-grid';

function card(index: number): ListingCard {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    listing_id: id,
    owner_id: '10000000-0000-4000-8000-000000000000',
    title: `Listing ${index}`,
    category: 'Gear',
    location: 'Haifa, Israel',
    price_per_day: 10 + index,
    for_sale: false,
    sale_price: null,
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
    main_photo_url: null,
    average_rating: 0,
    review_count: 0,
    owner: { id: '10000000-0000-4000-8000-000000000000', first_name: 'Maya', last_name: 'Cohen', profile_photo_url: null, deleted: false },
    is_owner: false,
    is_favorite: false,
  };
}

function showGrid(count: number, withPhotos = false) {
  const listings = Array.from({ length: count }, (_, index) => ({ ...card(index), main_photo_url: withPhotos ? `/media/listings/${index}-480.webp` : null }));
  const element = <ListingGrid listings={listings} aria-label="Listings" />;
  const queryClient = new QueryClient();
  queryClient.setQueryData(authKeys.session(), { user: null, google_enabled: false });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('ListingGrid', () => {
  it('draws every card of a long page (the first screen first, the rest right after)', async () => {
    showGrid(50);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50));
    expect(screen.getByText('Listing 0')).toBeInTheDocument();
    expect(screen.getByText('Listing 49')).toBeInTheDocument();
  });

  it('fetches the first row’s photos at once, ahead of other images, and the rest when they come near the screen', async () => {
    showGrid(6, true);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(6));
    const photos = screen.getAllByRole('listitem').map((item) => item.querySelector('img')!);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null, null, null]);
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('lets the browser skip drawing only the cards past the first screen', async () => {
    showGrid(20);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    const items = screen.getAllByRole('listitem');
    expect(items[15]?.className).not.toContain('content-visibility');
    expect(items[16]?.className).toContain('content-visibility');
  });

  it('adds the cards past the first screen a few at a time, each step after the last is drawn', async () => {
    const listings = Array.from({ length: 50 }, (_, index) => card(index));
    const counts: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useDrawnCards(listings);
      if (counts.at(-1) !== drawn?.length) counts.push(drawn?.length ?? 0);
      return drawn;
    });
    await waitFor(() => expect(result.current).toHaveLength(50));
    expect(counts).toEqual([16, 24, 32, 40, 48, 50]);
  });

  it('draws a short page at once', () => {
    showGrid(5);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
