// Ayarlar's notification card; its form (events × channels, quiet hours, push) loads on demand.
import { lazy, Suspense } from 'react';
import { Spinner } from '@app/components/spinner';

const NotificationSettings = lazy(() => import('./notification-settings').then((m) => ({ default: m.NotificationSettings })));

export function NotificationSettingsSection() {
  return (
    <section
      id="bildirimler"
      aria-label="Bildirim ayarları"
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">Bildirimler</h2>
      <p className="mt-1 text-sm text-slate-600">Hangi olaylardan hangi kanalla haberdar olacağınızı ve sessiz saatleri seçin</p>
      <div className="mt-4">
        <Suspense fallback={<Spinner block showLabel />}>
          <NotificationSettings />
        </Suspense>
      </div>
    </section>
  );
}
