import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { startEarlyPageData } from './app/early-page-data';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
startEarlyPageData(location.pathname, location.search);
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
