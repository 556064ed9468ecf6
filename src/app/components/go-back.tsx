// The way back from a page opened from somewhere in the app: the browser's back, or — when the
// address was opened directly, where back would leave the app or do nothing — the given fallback.
import { useCanGoBack, useRouter, type NavigateOptions } from '@tanstack/react-router';
import { Button } from './button';

export function useGoBack(fallback: NavigateOptions['to']) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => (canGoBack ? router.history.back() : void router.navigate({ to: fallback }));
}

/** A detail page's '← Geri' button (its header's `back`). */
export function BackButton({ fallback }: { fallback: NavigateOptions['to'] }) {
  const back = useGoBack(fallback);
  return (
    <Button variant="ghost" onClick={back}>
      ← Geri
    </Button>
  );
}
