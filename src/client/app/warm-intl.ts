/**
 * Starts ICU (the locale data behind Intl) in a task of its own, while the page's code downloads. The first Intl
 * formatter a page builds pays ~100 ms on a slow phone; left to chance, that lands in the task that evaluates the app's
 * code or draws the first page, and counts against Total Blocking Time whole. Formatters built later reuse the data.
 */
export function warmIntlSoon(): void {
  setTimeout(() => {
    new Intl.NumberFormat('en-IL', { style: 'currency', currency: 'ILS' }).format(1);
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(0);
  }, 0);
}
