/**
 * Once an early answer has come (early-page-data: the home feed, a listing), asks for the photos its page will draw
 * first, at high priority: they are the page's largest paint, and without this the browser learns of them only when the
 * page's code has loaded and drawn them. By then they are in the cache. A module of its own with no imports: the entry
 * script uses it and must stay small.
 */
export function preloadPhotos(answer: Promise<Response>, pick: (body: unknown) => unknown[]): void {
  answer
    // A copy, before the API client (the early GET's reader) reads the answer itself.
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      for (const url of pick(body).filter(isOwnPath)) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'image');
        link.setAttribute('fetchpriority', 'high');
        link.href = url;
        document.head.append(link);
      }
    })
    .catch(() => undefined); // a failed answer is reported by its reader; the photos just load later
}

/** The photos of a page of cards' first `count` cards ({ listings: [{ main_photo_url }] }). */
export const firstCardPhotos =
  (count: number) =>
  (body: unknown): unknown[] => {
    const listings = field(body, 'listings');
    return Array.isArray(listings) ? listings.slice(0, count).map((card) => field(card, 'main_photo_url')) : [];
  };

/** A listing's first photo, the one its page shows large ({ photos: [{ full_url }] }). */
export function mainListingPhoto(body: unknown): unknown[] {
  const photos = field(body, 'photos');
  return Array.isArray(photos) ? [field(photos[0], 'full_url')] : [];
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** Only a path on this site: an answer never makes the page fetch from elsewhere. */
function isOwnPath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
