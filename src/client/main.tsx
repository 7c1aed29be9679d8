import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { feedPath } from './features/discovery/api/feed-path';
import { startEarlyGet } from './lib/early-get';
import { preloadFirstPhotos } from './lib/preload-photos';
import { SESSION_PATH } from './lib/session/query-keys';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Every page reads the session first, and the home page its first page of the feed: asked now, their answers come
// while the page's chunks download — and with the feed, the photos of its first row (two cards on a phone).
startEarlyGet(SESSION_PATH);
if ((location.pathname === '/' || location.pathname === '/explore') && !location.search) preloadFirstPhotos(startEarlyGet(feedPath([], null)), 2);
// Creating the router starts fetching the first page's chunks and running its loaders at once.
const router = createAppRouter();
// The market's time zone and map tiles (from the page the server wrote, else GET /api/config) before the first render.
void import('./lib/market')
  .then((market) => market.ensureMarket())
  .then(() => {
    // As a transition, React renders the first page in slices of a few milliseconds, yielding between them: on a slow
    // phone the first render is not one long task that blocks taps and scrolling (Total Blocking Time).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  });
