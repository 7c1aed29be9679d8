/**
 * A value made on its first use and kept. For Intl formatters: one built while a module loads makes the page's first
 * script task also pay for ICU's start-up (~100 ms on a slow phone), before anything is drawn with it.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
