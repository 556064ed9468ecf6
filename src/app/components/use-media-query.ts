// Whether a CSS media query matches now, following changes (a phone turned, a window resized).
import { useEffect, useState } from 'react';

export function useMediaQuery(media: string): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;
  const [matches, setMatches] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setMatches(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [query?.media]); // eslint-disable-line react-hooks/exhaustive-deps
  return matches;
}
