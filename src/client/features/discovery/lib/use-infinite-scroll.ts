import { useEffect, useRef } from 'react';

/**
 * Calls `onLoadMore` when the returned sentinel scrolls within reach of the viewport. Browsers without
 * IntersectionObserver (and keyboard users) have the "Load more" button next to it.
 */
export function useInfiniteScroll({ enabled, onLoadMore }: { enabled: boolean; onLoadMore: () => void }) {
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinelRef.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    }, { rootMargin: '800px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinelRef;
}
