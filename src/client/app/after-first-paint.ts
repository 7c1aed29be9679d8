/**
 * Runs `callback` in a task of its own once the browser has shown the page's first contentful paint (the paint timing
 * entry is delivered after the frame is on screen), or at once when there is no paint to wait for: a page opened in a
 * background tab paints only when shown, and a browser without paint timing cannot tell us. `fallbackMs` bounds the
 * wait should the entry never come.
 *
 * Why (docs/decisions/0029): on a page the server drew, the app's scripts downloading beside the stylesheet and the
 * first photos share a phone's slow network with them, and the first paint waits for all of it.
 */
export function afterFirstPaint(callback: () => void, fallbackMs = 1000): void {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    setTimeout(callback, 0);
    return;
  }
  let started = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) run();
  });
  const fallback = setTimeout(run, fallbackMs);
  function run() {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(fallback);
    document.removeEventListener('visibilitychange', run);
    setTimeout(callback, 0);
  }
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', run);
}
