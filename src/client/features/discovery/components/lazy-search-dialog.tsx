import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { SearchDialog as SearchDialogType } from './search-dialog';

/** The dialog brings the date picker (react-day-picker, date-fns) and the price slider: fetched when first opened. */
const SearchDialog = lazy(async () => ({ default: (await import('./search-dialog')).SearchDialog }));

/**
 * The search and filters dialog, loaded on first use (docs/decisions/0020): nothing of it is downloaded with the
 * explore and search pages. Once opened it stays mounted (closed), so it closes and returns focus as before.
 */
export function LazySearchDialog(props: ComponentProps<typeof SearchDialogType>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog {...props} />
    </Suspense>
  );
}
