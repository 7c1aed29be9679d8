/**
 * `load` run once and its promise kept for every later call; a promise that rejects is forgotten, so the call after
 * a failure runs `load` again. The arguments of the call that starts a load are the ones used.
 */
export function memoizeUntilFailure<Args extends unknown[], T>(load: (...args: Args) => Promise<T>): (...args: Args) => Promise<T> {
  let kept: Promise<T> | undefined;
  return (...args) => {
    if (kept) return kept;
    const loading = load(...args);
    kept = loading;
    loading.catch(() => {
      if (kept === loading) kept = undefined;
    });
    return loading;
  };
}
