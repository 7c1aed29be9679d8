import type { ListingDetail } from '../../../../domain/listing-schemas';
import { formatPrice } from '@domain/format';

/** The price panel's head: daily price, sale price, minimum and discounts. */
export function PriceFacts({ listing }: { listing: ListingDetail }) {
  const forSale = listing.for_sale && listing.sale_price !== null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-2xl font-bold text-slate-900">
          {formatPrice(listing.price_per_day)}
          <span className="text-base font-normal text-slate-500"> / day</span>
        </p>
        {forSale ? <p className="text-base font-semibold text-amber-800">Buy: {formatPrice(listing.sale_price ?? 0)}</p> : null}
      </div>
      <ul className="flex flex-wrap gap-1.5 text-xs font-medium">
        <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
          Minimum {listing.minimum_rental_days} {listing.minimum_rental_days === 1 ? 'day' : 'days'}
        </li>
        {listing.weekly_discount > 0 ? (
          <li className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800">{listing.weekly_discount}% off 7+ days</li>
        ) : null}
        {listing.monthly_discount > 0 ? (
          <li className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800">{listing.monthly_discount}% off 30+ days</li>
        ) : null}
      </ul>
    </div>
  );
}
