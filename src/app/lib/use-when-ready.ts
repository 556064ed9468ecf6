// A scan read before the device copy it is judged on has been read (a wedge scanner's code the moment
// a form or the count screen opened, offline on a slow tablet) waits for it, instead of being
// judged on an empty copy. `whenReady()` resolves once `ready` is true, or after `COPY_WAIT_MS`:
// a copy that cannot be read does not hold the scan for ever, it is then judged on what there is.
import { useCallback, useEffect, useRef } from 'react';

/** How long a scan waits for the device copy to be read. */
export const COPY_WAIT_MS = 10_000;

export function useWhenReady(ready: boolean): () => Promise<void> {
  const readyRef = useRef(ready);
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    readyRef.current = ready;
    if (ready) for (const go of waiting.current.splice(0)) go();
  }, [ready]);
  return useCallback(
    () =>
      readyRef.current
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.current.push(resolve);
            window.setTimeout(resolve, COPY_WAIT_MS);
          }),
    [],
  );
}
