import { useNavigation } from 'react-router';

export const loadingTexts = { page: 'Loading…' } as const;

const bar = 'animate-pulse rounded-md bg-slate-200/80';

/**
 * What the screen shows on the first load while the page's chunks and loaders are on their way (the root route's
 * `hydrateFallbackElement`): the brand and a screen-high skeleton. In the entry script, so plain markup only. Fills
 * the screen, so nothing below jumps. `index.html` holds the same markup inside `#root` (a test keeps them equal),
 * so the brand shows as soon as the HTML and the styles are in, before any script has run.
 */
export function PageFallback() {
  return (
    <div role="status" className="min-h-dvh bg-slate-50 px-4 py-6 sm:px-6 sm:py-8">
      <span className="sr-only">{loadingTexts.page}</span>
      <div aria-hidden="true" className="mx-auto max-w-6xl">
        <div className="flex items-center gap-2.5">
          <svg viewBox="0 0 32 32" className="size-8" focusable="false">
            <rect width="32" height="32" rx="8" fill="#0f766e" />
            <path d="M16 7a9 9 0 1 0 9 9h-4a5 5 0 1 1-5-5V7z" fill="#fff" />
            <circle cx="22" cy="10" r="3" fill="#fbbf24" />
          </svg>
          <span className="text-lg font-extrabold tracking-tight text-slate-900">Gearloop</span>
        </div>
        <div className={`${bar} mt-8 h-8 w-48`} />
        <div className={`${bar} mt-4 h-4 w-full max-w-md`} />
        <div className={`${bar} mt-2 h-4 w-full max-w-sm`} />
      </div>
    </div>
  );
}

/**
 * A thin bar at the top while the next page (its chunk, its loader) loads: the current page stays on screen until
 * then (no blank flash), and this shows the click was taken.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div role="progressbar" aria-label={loadingTexts.page} className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}
