import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingDetail } from '../../../../domain/listing-schemas';
import { UserAvatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { ListingThumb } from './listing-thumb';
import { fullName, unnamedPerson } from '../../../../domain/person';

/** Photo, title, location (as the server's location policy sent it) and owner of the listing being booked or bought. */
export function ListingSummary({ listing }: { listing: ListingDetail }) {
  return (
    <Card className="flex gap-4 p-4">
      <ListingThumb src={listing.photos[0]?.card_url ?? listing.main_photo_url} className="size-24 shrink-0 rounded-xl sm:size-28" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{listing.category}</p>
        <h2 className="mt-0.5 line-clamp-2 text-base font-semibold text-slate-900 sm:text-lg">
          <Link to={`/listing/${listing.listing_id}`} className="hover:underline">
            {listing.title}
          </Link>
        </h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{listing.location}</span>
        </p>
        <Link to={`/profile/${listing.owner.id}`} className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700 hover:underline">
          <UserAvatar person={listing.owner} className="size-6 text-xs" />
          <span>
            <span className="text-slate-500">Owner:</span> {fullName(listing.owner, unnamedPerson.member)}
          </span>
        </Link>
      </div>
    </Card>
  );
}

