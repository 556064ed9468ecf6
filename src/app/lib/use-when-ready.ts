// A scan read before the device copy it is judged on has been read (a wedge scanner's code the moment
// a form or the count screen opened, offline on a slow tablet) waits for it, instead of being
// judged on an empty copy. The function returned waits until `ready` is true, or `COPY_WAIT_MS` at
// most (a copy that cannot be read does not hold the scan for ever: it is then judged on what there
// is), then calls `judge` as the latest render made it, with that render's copy, not the copy of
// the render the key came in. It keeps its identity across renders.
import { useCallback, useEffect, useRef } from 'react';

/** How long a scan waits for the device copy to be read. */
export const COPY_WAIT_MS = 10_000;

export function useWhenReady<A extends unknown[], R>(ready: boolean, judge: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const readyRef = useRef(ready);
  const latest = useRef(judge);
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    latest.current = judge;
  });
  useEffect(() => {
    readyRef.current = ready;
    if (ready) for (const go of waiting.current.splice(0)) go();
  }, [ready]);
  return useCallback(async (...args: A) => {
    if (!readyRef.current)
      await new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        window.setTimeout(resolve, COPY_WAIT_MS);
      });
    return latest.current(...args);
  }, []);
}
