import { z } from 'zod';
import { formatPrice } from '../../../domain/format';
import type { PageHead } from '../../platform/http/html-shell';
import { marketToday, type ListingDeps } from './access';
import { findListingDetailRow, toListingDetail } from './detail-query';

const SITE_NAME = 'Gearloop';
/** Link previews cut descriptions around here (Facebook ~300, X ~200); search engines show ~155. */
const DESCRIPTION_MAX = 200;

export const listingPagePath = /^\/listing\/([^/]+)\/?$/;

function shorten(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The head of a shared listing link (/listing/{id}): its title, price, approximate location (the location policy's
 * public part, as any visitor sees it — never the address) and main photo as an absolute URL, as Open Graph and
 * Twitter tags, so chat apps and social sites draw a preview card and search engines read a real title. Null — the
 * default shell — for anything a visitor cannot see: an ill-formed or unknown id, a deleted or inactive listing.
 */
export async function listingSharePreview(deps: Pick<ListingDeps, 'db' | 'storage' | 'clock' | 'config'>, id: string): Promise<PageHead | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const row = await findListingDetailRow(deps.db, id, null, marketToday(deps));
  if (!row || row.status !== 'active') return null;
  const listing = toListingDetail(row, null, deps.storage);
  const origin = `${deps.config.publicUrl}/`;
  const url = new URL(`listing/${listing.listing_id}`, origin).href;
  const price = `${formatPrice(listing.price_per_day)} / day`;
  const summary = [price, listing.for_sale && listing.sale_price !== null ? `Buy: ${formatPrice(listing.sale_price)}` : null, listing.location]
    .filter(Boolean)
    .join(' · ');
  const description = shorten(`${summary}. ${listing.description}`, DESCRIPTION_MAX);
  const title = `${listing.title} — ${price}`;
  const photo = listing.photos[0];
  const image = photo ? new URL(photo.full_url, origin).href : null;
  return {
    title: `${listing.title} — ${SITE_NAME}`,
    description,
    canonicalUrl: url,
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:url', content: url },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      ...(photo && image
        ? [
            { property: 'og:image', content: image },
            { property: 'og:image:width', content: String(photo.width) },
            { property: 'og:image:height', content: String(photo.height) },
            { property: 'og:image:alt', content: listing.title },
          ]
        : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ],
  };
}
