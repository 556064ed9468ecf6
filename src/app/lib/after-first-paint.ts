// Work the first screen does not need (the device copy's engine and the outbox replay, sonner, the
// service worker's helper) starts once the first route is drawn: on a slow phone its scripts then
// never compete with the first screen's own scripts and data (docs/performance.md "First JS").
// The app root marks the moment (the router's first resolved navigation); should it never come
// (a page that failed to start), the work starts a while after the page's load event anyway.
import { useEffect, useState } from 'react';

type Task = () => void;

/** Latest start of the waiting work after the load event, when no route says it was drawn. */
const FALLBACK_AFTER_LOAD_MS = 10_000;

let ready = false;
let marked = false;
const waiting = new Set<Task>();

function runWaiting(): void {
  ready = true;
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/** Called once the first route is on screen: the waiting work starts after the frame that paints it. */
export function markFirstScreenDrawn(): void {
  if (marked) return;
  marked = true;
  requestAnimationFrame(() => setTimeout(runWaiting, 0));
}

/** Runs `task` once the first screen is painted (at once when it already is); the result cancels it. */
export function afterFirstPaint(task: Task): () => void {
  if (ready) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  return () => waiting.delete(task);
}

if (typeof window !== 'undefined') {
  const fallback = () => setTimeout(markFirstScreenDrawn, FALLBACK_AFTER_LOAD_MS);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

/** A module (or any value) loaded once the first screen is painted: undefined until then. `load` must be stable. */
export function useLoadedAfterFirstPaint<T>(load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<{ loaded: T }>();
  useEffect(() => {
    let live = true;
    const cancel = afterFirstPaint(() => {
      load()
        .then((loaded) => live && setValue({ loaded }))
        .catch((error: unknown) => console.error(error));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [load]);
  return value?.loaded;
}
