import { MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { type ListingCard as ListingCardData } from '@domain/listing-schemas';
import { isNewListing } from '@domain/listings';
import { UserAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { FavoriteButton } from '@/components/listings/favorite-button';
import { formatPrice } from '@domain/format';
import { ListingPhoto } from '@/components/listings/listing-photo';
import { RatingSummary } from '@/components/listings/rating';
import { fullName, unnamedPerson } from '@domain/person';

/** Only on the owner's own cards: its menu (Radix's dropdown) loads with the first of them. */
const ListingOwnerMenu = lazy(() => import('@/components/listings/listing-owner-menu').then((module) => ({ default: module.ListingOwnerMenu })));
const ownerMenuPlaceholder = <span className="inline-flex size-9 rounded-full bg-white/90 shadow-sm" aria-hidden="true" />;

export type ListingCardProps = {
  listing: ListingCardData;
  /** Called after the heart was pressed by a signed-in user, with the new state. */
  onFavoriteToggle?: (listing: ListingCardData, isFavorite: boolean) => void;
  /** The explore feed ignores a visitor's heart click (spec §5); everywhere else visitors go to sign in. */
  ignoreVisitorFavorite?: boolean;
  /** The photo is among the page's largest paint (a phone's first row): fetched ahead of the other images. */
  priority?: boolean;
  className?: string;
};

/**
 * A listing in any grid (spec §2): photo, For Sale and New badges, rating, owner, "₪120 / day",
 * "Buy: ₪900"; a heart for others, the owner menu for the owner. The whole card opens /listing/{id}.
 */
export function ListingCard({ listing, onFavoriteToggle, ignoreVisitorFavorite = false, priority = false, className }: ListingCardProps) {
  const forSale = listing.sale_price !== null && listing.sale_price !== undefined;
  const isNew = isNewListing(listing.created_at, new Date());
  const inactive = listing.status === 'inactive';
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <ListingPhoto
          src={listing.main_photo_url}
          alt=""
          priority={priority}
          className={cn('size-full transition duration-300 group-hover:scale-[1.03]', inactive && 'grayscale-[60%]')}
        />
        <div className="pointer-events-none absolute start-2 end-12 top-2 flex flex-wrap items-start gap-1.5">
          {forSale ? <span className="rounded-full bg-amber-400 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-amber-950 shadow-sm">For Sale</span> : null}
          {isNew ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-white shadow-sm">New</span> : null}
          {inactive && listing.is_owner ? (
            <span className="rounded-full bg-slate-800/85 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-white shadow-sm">Inactive</span>
          ) : null}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">
          <Link
            to={`/listing/${listing.listing_id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {listing.title}
          </Link>
        </h3>
        {listing.location ? (
          <p className="flex min-w-0 items-center gap-1 text-xs text-slate-500">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{listing.location}</span>
          </p>
        ) : null}
        <RatingSummary average={listing.average_rating} count={listing.review_count} />
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 pt-1">
          <p className="text-sm text-slate-900 sm:text-base">
            <span className="font-bold">{formatPrice(listing.price_per_day)}</span>
            <span className="text-slate-500"> / day</span>
          </p>
          {forSale ? <p className="text-xs font-semibold text-amber-800 sm:text-sm">Buy: {formatPrice(listing.sale_price ?? 0)}</p> : null}
        </div>
        <div className="flex min-w-0 items-center gap-2 border-t border-slate-100 pt-2">
          <UserAvatar person={listing.owner} className="size-6 text-xs" />
          <span className="truncate text-xs text-slate-600">{fullName(listing.owner, unnamedPerson.owner)}</span>
        </div>
      </div>

      <div className="absolute end-2 top-2 z-10">
        {listing.is_owner ? (
          <Suspense fallback={ownerMenuPlaceholder}>
            <ListingOwnerMenu listingId={listing.listing_id} title={listing.title} status={listing.status} />
          </Suspense>
        ) : (
          <FavoriteButton
            listingId={listing.listing_id}
            title={listing.title}
            isFavorite={listing.is_favorite}
            ignoreVisitors={ignoreVisitorFavorite}
            onToggle={(next) => onFavoriteToggle?.(listing, next)}
          />
        )}
      </div>
    </article>
  );
}
