import { hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { FIRST_PAINT_DATA_ELEMENT_ID } from '@domain/first-paint';

/**
 * Puts the answers the server drew the page from (docs/decisions/0026) into the app's query cache, so that the app's
 * first render draws the same page without asking the API again. Once: the element is removed when read.
 */
export function hydrateFirstPaintData(queryClient: QueryClient, doc: Document | undefined = globalThis.document): void {
  const element = doc?.getElementById(FIRST_PAINT_DATA_ELEMENT_ID);
  const text = element?.textContent;
  if (!element || !text) return;
  element.remove();
  try {
    hydrate(queryClient, JSON.parse(text) as DehydratedState);
  } catch {
    // Answers that cannot be read are asked for again, as on a page the server did not draw.
  }
}

/** An API answer a page drawn by the server reads: the GET path, the query key the page reads it under, and its shape there. */
export interface PageAnswer {
  path: string;
  key: QueryKey;
  /** The answer as the query holds it (an infinite query holds pages); the answer itself when absent. */
  toQueryData?: (answer: unknown) => unknown;
}

/** The first page of an infinite query whose first page parameter is null. */
export function asFirstPage(answer: unknown): unknown {
  return { pages: [answer], pageParams: [null] };
}
