import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter, createAppRouter, firstPagePreparation } from './router';

/** The route table's module (app/router.tsx), imported beside this one (main.tsx). */
interface AppRoutes {
  createAppRouter: typeof createAppRouter;
  firstPagePreparation: typeof firstPagePreparation;
}

/**
 * Starts the app on #root (main.tsx loads this module): hydrates the page the server drew, or draws the page itself.
 * Evaluating this module's imports (React DOM, the router) is one task, and a long one on a slow phone; creating the
 * router — matching the address, starting the first page's chunks and their preload links — is the next (decision 0028).
 */
export function startApp(root: HTMLElement, serverPainted: boolean, routes: AppRoutes): void {
  setTimeout(() => start(root, serverPainted, routes), 0);
}

function start(root: HTMLElement, serverPainted: boolean, { createAppRouter, firstPagePreparation }: AppRoutes) {
  // Creating the router starts fetching the first page's chunks and running its loaders at once.
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The market's time zone and map tiles (from the page the server wrote, else GET /api/config) before the first render.
  void import('../lib/market')
    .then((market) => market.ensureMarket())
    .then(async () => {
      if (serverPainted) {
        // The page the server drew becomes the app in place (no new DOM, no loading screen drawn over it) once the
        // router has the page's code; as a transition, React hydrates it in slices, yielding between them.
        await routerReady(router);
        for (const work of await firstPagePreparation(router)) await inTaskOfItsOwn(work);
        startTransition(() => void hydrateRoot(root, app));
        return;
      }
      // As a transition, React renders the first page in slices of a few milliseconds, yielding between them: on a slow
      // phone the first render is not one long task that blocks taps and scrolling (Total Blocking Time).
      startTransition(() => createRoot(root).render(app));
    });
}

/** Runs `work` in a task of its own, and resolves in the task after it. */
async function inTaskOfItsOwn(work: () => void): Promise<void> {
  await nextTask();
  work();
  await nextTask();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function routerReady(appRouter: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (appRouter.state.initialized) return resolve();
    const unsubscribe = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
