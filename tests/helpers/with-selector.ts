// Component tests only: `use-sync-external-store/shim/with-selector` (what TanStack's router reads
// its state with) is CommonJS requiring 'react', which no alias reaches under Vitest, so a component
// would run on two copies of React. The same hook on the app's React layer (Preact's), as ES module.
import { useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  _getServerSnapshot: unknown,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const last = useRef<{ snapshot: Snapshot; selection: Selection } | null>(null);
  const select = () => {
    const snapshot = getSnapshot();
    const kept = last.current;
    if (kept && kept.snapshot === snapshot) return kept.selection;
    const selection = selector(snapshot);
    if (kept && isEqual?.(kept.selection, selection)) {
      last.current = { snapshot, selection: kept.selection };
      return kept.selection;
    }
    last.current = { snapshot, selection };
    return selection;
  };
  return useSyncExternalStore(subscribe, select);
}
