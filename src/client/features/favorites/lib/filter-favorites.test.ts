import { describe, expect, it } from 'vitest';
import type { FavoriteCard } from '../../../../domain/listing-schemas';
import { filterFavorites } from './filter-favorites';

function card(overrides: Partial<FavoriteCard>): FavoriteCard {
  return {
    listing_id: crypto.randomUUID(),
    owner_id: crypto.randomUUID(),
    title: 'Item',
    category: 'Tools',
    location: 'Haifa, Israel',
    price_per_day: 10,
    for_sale: false,
    sale_price: null,
    status: 'active',
    created_at: '2026-01-01T00:00:00Z',
    main_photo_url: null,
    average_rating: 0,
    review_count: 0,
    owner: { id: crypto.randomUUID(), first_name: null, last_name: null, profile_photo_url: null, deleted: false },
    is_owner: false,
    is_favorite: true,
    favorited_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const tent = card({ title: 'Family tent', category: 'Outdoors', price_per_day: 50, favorited_at: '2026-03-01T00:00:00Z' });
const drill = card({ title: 'Cordless drill', category: 'Tools', price_per_day: 25, favorited_at: '2026-05-01T00:00:00Z' });
const camera = card({ title: 'Mirrorless camera', category: 'Cameras', price_per_day: 120, favorited_at: '2026-04-01T00:00:00Z' });
const all = [tent, drill, camera];

describe('filterFavorites', () => {
  it('sorts by most recently favorited by default', () => {
    expect(filterFavorites(all, '', 'recent')).toEqual([drill, camera, tent]);
  });

  it('sorts by daily price both ways', () => {
    expect(filterFavorites(all, '', 'price-low')).toEqual([drill, tent, camera]);
    expect(filterFavorites(all, '', 'price-high')).toEqual([camera, tent, drill]);
  });

  it('searches title or category, case-insensitively', () => {
    expect(filterFavorites(all, 'TENT', 'recent')).toEqual([tent]);
    expect(filterFavorites(all, 'camer', 'recent')).toEqual([camera]);
    expect(filterFavorites(all, 'tools', 'recent')).toEqual([drill]);
    expect(filterFavorites(all, 'kayak', 'recent')).toEqual([]);
  });

  it('does not mutate its input', () => {
    const input = [...all];
    filterFavorites(input, '', 'price-high');
    expect(input).toEqual(all);
  });
});
