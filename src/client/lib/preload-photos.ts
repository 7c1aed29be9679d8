/**
 * Once an early first page of cards has come (main.tsx: the home feed), asks for the photos of its first cards at
 * once, at high priority: they are the page's largest paint, and without this the browser learns of them only when the
 * page's code has loaded and drawn the cards. By then they are in the cache. A module of its own with no imports: the
 * entry script uses it and must stay small.
 */
export function preloadFirstPhotos(page: Promise<Response>, count: number): void {
  page
    // A copy, before the API client (the early GET's reader) reads the answer itself.
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      for (const url of firstPhotoUrls(body, count)) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'image');
        link.setAttribute('fetchpriority', 'high');
        link.href = url;
        document.head.append(link);
      }
    })
    .catch(() => undefined); // a page that fails is reported by its reader; the photos just load later
}

/** The photos of a page's first `count` cards ({ listings: [{ main_photo_url }] }), same-origin paths only. */
export function firstPhotoUrls(body: unknown, count: number): string[] {
  const listings = (body as { listings?: unknown } | null)?.listings;
  if (!Array.isArray(listings)) return [];
  return listings
    .slice(0, count)
    .map((card) => (card as { main_photo_url?: unknown } | null)?.main_photo_url)
    .filter((url): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//'));
}
