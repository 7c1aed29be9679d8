import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, type AppRouter } from './app/router';
import { startEarlyPageData } from './app/early-page-data';
import { isServerPainted } from './app/first-paint/server-painted';
import './styles.css';

const root = rootElement();
// A page the server drew carries the answers it was drawn from (docs/decisions/0026): nothing to ask for early.
const serverPainted = isServerPainted(root);
if (!serverPainted) startEarlyPageData(location.pathname, location.search);
// Evaluating this module's imports (React DOM, the router) is one task, and a long one on a slow phone; creating the
// router — matching the address, starting the first page's chunks and their preload links — is the next (decision 0028).
setTimeout(start, 0);

function start() {
  // Creating the router starts fetching the first page's chunks and running its loaders at once.
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The market's time zone and map tiles (from the page the server wrote, else GET /api/config) before the first render.
  void import('./lib/market')
    .then((market) => market.ensureMarket())
    .then(async () => {
      if (serverPainted) {
        // The page the server drew becomes the app in place (no new DOM, no loading screen drawn over it) once the
        // router has the page's code; as a transition, React hydrates it in slices, yielding between them.
        await routerReady(router);
        startTransition(() => void hydrateRoot(root, app));
        return;
      }
      // As a transition, React renders the first page in slices of a few milliseconds, yielding between them: on a slow
      // phone the first render is not one long task that blocks taps and scrolling (Total Blocking Time).
      startTransition(() => createRoot(root).render(app));
    });
}

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  return element;
}

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
