import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useIsClient } from '../../lib/use-is-client';

/**
 * A dialog whose code is fetched when it first opens (docs/decisions/0020): nothing of it is downloaded with the page
 * until then. Once opened it stays mounted (closed), so it closes, animates and returns focus as before.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    // A dialog is drawn in a portal, never in the server's first paint: it opens once the page is hydrated.
    const isClient = useIsClient();
    if (props.open && !wanted) setWanted(true);
    if (!wanted || !isClient) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
