import { useEffect } from 'react';

export const PRODUCT_NAME = 'Gearloop';

export function documentTitle(page?: string): string {
  return page ? `${page} — ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** "Page — Gearloop", or just "Gearloop". */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
