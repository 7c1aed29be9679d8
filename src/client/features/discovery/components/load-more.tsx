import { Button } from '../../../components/ui/button';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';

type Props = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page failed: stop auto-loading and offer a retry. */
  failed: boolean;
  onLoadMore: () => void;
};

/** Infinite scroll: a sentinel that loads the next page ahead of time, and a "Load more" button as the fallback. */
export function LoadMore({ hasNextPage, isFetchingNextPage, failed, onLoadMore }: Props) {
  // Re-armed after every page: when the sentinel is still in view, the next page follows.
  const sentinelRef = useInfiniteScroll({ enabled: hasNextPage && !isFetchingNextPage && !failed, onLoadMore });
  if (!hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
      {failed ? (
        <p role="alert" className="text-sm text-red-600">
          Couldn’t load more listings.
        </p>
      ) : null}
      <Button variant="outline" onClick={onLoadMore} pending={isFetchingNextPage}>
        {isFetchingNextPage ? 'Loading…' : failed ? 'Try again' : 'Load more'}
      </Button>
    </div>
  );
}
