// The entry: small, so that it is all the script a page the server drew asks for before its first paint. The app
// itself (React, the router, the page's code) is fetched once that paint is on screen (docs/decisions/0029).
import './lib/zod-jitless';
import { afterFirstPaint } from './app/after-first-paint';
import { startEarlyPageData } from './app/early-page-data';
import { isServerPainted } from './app/first-paint/server-painted';
// The date picker's styles are in the one stylesheet, not in the picker's lazy chunk: the server draws a listing's
// calendar, which was on screen unstyled (a column of bare numbers) until the app fetched that chunk.
import 'react-day-picker/style.css';
import './styles.css';

const root = rootElement();
// A page the server drew carries the answers it was drawn from (docs/decisions/0026): nothing to ask for early, and
// it is on screen without the app. Any other page shows the loading screen until the app draws it: start at once.
const serverPainted = isServerPainted(root);
if (serverPainted) {
  afterFirstPaint(loadApp);
} else {
  startEarlyPageData(location.pathname, location.search);
  loadApp();
}

/**
 * React with the router's start, and the route table with the app's shared code, are two imports: each is evaluated in
 * a task of its own when it arrives, where one import made one long task of both on a slow phone (decision 0029).
 */
function loadApp() {
  void Promise.all([import('./app/start'), import('./app/router')]).then(([{ startApp }, app]) => startApp(root, serverPainted, app));
}

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  return element;
}
