import { useNavigation } from 'react-router';

export const loadingTexts = { page: 'Loading…' } as const;

const bar = 'animate-pulse rounded-md bg-slate-200/80';

/**
 * What the screen shows on the first load while the page's chunks and loaders are on their way (the root route's
 * `hydrateFallbackElement`). In the entry script, so plain markup only. Fills the screen, so nothing below jumps.
 */
export function PageFallback() {
  return (
    <div role="status" className="min-h-dvh bg-slate-50 px-4 py-6 sm:px-6 sm:py-8">
      <span className="sr-only">{loadingTexts.page}</span>
      <div aria-hidden="true" className="mx-auto max-w-6xl">
        <div className={`${bar} h-8 w-48`} />
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
