import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * A store's value in a component, drawn again when it changes: `@nanostores/react`'s `useStore` without its keys
 * and server options, which the islands never use and which brought nanostores' `listenKeys` (and its deep-key
 * paths) to every page that reads a store, 0.7 KB of gzip (decision 124). React's own `useSyncExternalStore`
 * subscribes; the value seen at render is kept so that React compares like with like.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const seen = useRef(store.get());
  seen.current = store.get();
  const subscribe = useCallback(
    (changed: () => void) => {
      const emit = (value: T) => {
        if (seen.current === value) return;
        seen.current = value;
        changed();
      };
      emit(store.get());
      return store.listen(emit);
    },
    [store],
  );
  const get = () => seen.current;
  return useSyncExternalStore(subscribe, get, get);
}
