import { Navigation } from 'lucide-react';
import { ListingCard } from '@/components/listings/listing-card';
import { FIRST_ROW_CARDS } from '@/components/listings/first-row';
import { ListingGrid } from '@/components/listings/listing-grid';
import type { SearchResultCard } from '../api/search-listings';
import { formatDistance } from '../lib/search-params';

/** The shared grid; with `showDistance`, each photo carries the distance from the searched place (or the user). */
export function SearchResultsGrid({ listings, showDistance }: { listings: readonly SearchResultCard[]; showDistance: boolean }) {
  if (!showDistance) return <ListingGrid listings={listings} aria-label="Search results" />;
  return (
    <ListingGrid aria-label="Search results">
      {listings.map((listing, index) => (
        <div role="listitem" key={listing.listing_id} className="relative flex">
          <ListingCard listing={listing} priority={index < FIRST_ROW_CARDS} className="w-full" />
          {listing.distance_km !== null ? (
            // Sits on the photo's bottom edge (the photo is the card's 4:3 top).
            <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 aspect-[4/3]">
              <span className="absolute bottom-2 start-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-800 shadow-sm">
                <Navigation className="size-3 text-brand-700" />
                {formatDistance(listing.distance_km)}
              </span>
            </div>
          ) : null}
          {listing.distance_km !== null ? <span className="sr-only">{`${formatDistance(listing.distance_km)} away`}</span> : null}
        </div>
      ))}
    </ListingGrid>
  );
}
