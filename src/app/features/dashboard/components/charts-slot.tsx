// Where the dashboard's charts go (docs/performance.md "First JS", docs/reports.md): their code
// (dashboard-charts.tsx and the chart component) is fetched only after the first screen is painted
// and once this place comes within a screen of the view, so it is never part of the first screen's
// JS nor of what a phone fetches in the seconds after sign-in unless the user scrolls to it.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '@app/lib/after-first-paint';
import { useSession } from '@app/lib/session';

const load = () => import('./dashboard-charts').then((m) => m.DashboardChartsBlock);

/** The default export: React.lazy takes it without a wrapper in the dashboard's route (fewer first-screen bytes). */
export default function DashboardChartsSlot() {
  const { can } = useSession();
  const allowed = can('view_dashboard');
  const place = useRef<HTMLDivElement>(null);
  const [Block, setBlock] = useState<{ C: ComponentType }>();
  useEffect(() => {
    const node = place.current;
    if (!allowed || !node) return;
    let live = true;
    let observer: IntersectionObserver | undefined;
    const start = () =>
      void load()
        .then((C) => live && setBlock({ C }))
        .catch((error: unknown) => console.error(error));
    const cancel = afterFirstPaint(() => {
      if (typeof IntersectionObserver === 'undefined') return start();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(node);
    });
    return () => {
      live = false;
      cancel();
      observer?.disconnect();
    };
  }, [allowed]);
  if (!allowed) return null;
  return <div ref={place}>{Block ? <Block.C /> : null}</div>;
}
