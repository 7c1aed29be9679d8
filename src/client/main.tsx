import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { feedPath } from './features/discovery/api/feed-path';
import { startEarlyGet } from './lib/early-get';
import { SESSION_PATH } from './lib/session/query-keys';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Every page reads the session first, and the home page its first page of the feed: asked now, their answers come
// while the page's chunks download.
startEarlyGet(SESSION_PATH);
if ((location.pathname === '/' || location.pathname === '/explore') && !location.search) startEarlyGet(feedPath([], null));
// Creating the router starts fetching the first page's chunks and running its loaders at once.
const router = createAppRouter();
// The market's time zone and map tiles (from the page the server wrote, else GET /api/config) before the first render.
void import('./lib/market')
  .then((market) => market.ensureMarket())
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
