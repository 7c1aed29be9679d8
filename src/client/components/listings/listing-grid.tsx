import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { ListingCard as ListingCardData } from '@domain/listing-schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ListingCard, type ListingCardProps } from '@/components/listings/listing-card';
import { FIRST_ROW_CARDS } from '@/components/listings/first-row';

const gridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
/** Cards that can show on the first screen (up to four rows of the widest grid) are drawn first, and in full. */
const FIRST_SCREEN_CARDS = 16;
/**
 * A page of 50 cards: the browser skips the style, layout and paint of those far from the viewport until they come
 * near it (a phone spent most of the first load laying them out), keeping the size they last had.
 */
const offScreenCard = '[content-visibility:auto] [contain-intrinsic-size:auto_320px]';

/** 2 / 3 / 4 columns (spec: small, medium, large). Pass `listings` or your own children. */
export function ListingGrid({
  listings,
  children,
  className,
  cardProps,
  'aria-label': ariaLabel,
}: {
  listings?: readonly ListingCardData[];
  children?: ReactNode;
  className?: string;
  cardProps?: Omit<ListingCardProps, 'listing'>;
  'aria-label'?: string;
}) {
  const drawn = useDrawnCards(listings);
  return (
    <div className={cn(gridClasses, className)} role="list" aria-label={ariaLabel}>
      {drawn
        ? drawn.map((listing, index) => (
            <div role="listitem" key={listing.listing_id} className={cn('flex', index >= FIRST_SCREEN_CARDS && offScreenCard)}>
              <ListingCard listing={listing} priority={index < FIRST_ROW_CARDS} className="w-full" {...cardProps} />
            </div>
          ))
        : children}
    </div>
  );
}

/**
 * Cards added per step after the first screen: a step's render is sliced by React, but its commit (the cards' DOM) is
 * one task, and 34 cards at once made a 140–160 ms task on a slow phone (4× CPU); 8 make about 35 ms.
 */
const CARDS_PER_STEP = 8;

/**
 * The cards to draw: the first screen's at once, the rest a few at a time right after, each step a transition started
 * once the previous one is on screen, so that the browser stays responsive between them (one render of 50 cards
 * blocked a phone for most of a second). Cards added later (the next page) arrive the same way.
 */
export function useDrawnCards(listings: readonly ListingCardData[] | undefined) {
  const [drawnCount, setDrawnCount] = useState(FIRST_SCREEN_CARDS);
  const needsMore = listings !== undefined && listings.length > drawnCount;
  useEffect(() => {
    if (needsMore) startTransition(() => setDrawnCount((count) => count + CARDS_PER_STEP));
  }, [needsMore, drawnCount]);
  return needsMore ? listings.slice(0, drawnCount) : listings;
}

/** One card-shaped placeholder. */
export function ListingCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" aria-hidden="true">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-2/5" />
        <div className="flex items-center gap-2 pt-1">
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
    </div>
  );
}

/** The loading grid (the feed shows eight). */
export function ListingGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div className={cn(gridClasses, className)} aria-busy="true" aria-label="Loading listings">
      {Array.from({ length: count }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}
