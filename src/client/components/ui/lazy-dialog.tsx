import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is fetched when it first opens (docs/decisions/0020): nothing of it is downloaded with the page
 * until then. Once opened it stays mounted (closed), so it closes, animates and returns focus as before.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
