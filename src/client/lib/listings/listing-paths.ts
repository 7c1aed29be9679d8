/** GET /api/listings/{id}'s path. No imports: the entry script asks for a listing page's listing early (early-page-data). */
export function listingApiPath(listingId: string): string {
  return `/api/listings/${encodeURIComponent(listingId)}`;
}
