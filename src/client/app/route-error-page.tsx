import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

export const routeErrorTexts = {
  title: 'Something went wrong',
  reload: 'Reload the page',
  tryAgain: 'Something went wrong. Please try again.',
  /** A page's chunk could not be fetched: offline, or a new version replaced the files this tab knew. */
  chunkFailed: 'This page could not be loaded. Check your connection, or reload to get the latest version of Gearloop.',
} as const;

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof TypeError && /dynamically imported module|module script/i.test(error.message)) return routeErrorTexts.chunkFailed;
  return error instanceof Error && error.message ? error.message : routeErrorTexts.tryAgain;
}

/**
 * Shown when a route loader, a page's chunk or a render fails. Part of the entry script, so it has no dependencies
 * (no shared UI components): it must work when nothing else could be loaded. Its look follows PageState's error tone.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle(routeErrorTexts.title);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <div role="alert" className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{routeErrorTexts.title}</h2>
        <p className="mt-1.5 max-w-sm text-sm text-slate-600">{describe(error)}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 inline-flex h-10 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          {routeErrorTexts.reload}
        </button>
      </div>
    </div>
  );
}
