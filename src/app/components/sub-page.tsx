// A page opened from another screen (Ayarlar, Bildirimler): its header with the way back to that
// screen ('← Ayarlar') above the page's parts, stacked.
//   <SubPage title="API Anahtarları" description="…" back={{ to: '/settings', label: 'Ayarlar' }}>…</SubPage>
import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { PageHeader } from './page-header';

export function SubPage({
  title,
  description,
  back,
  actions,
  className = 'flex flex-col gap-6',
  children,
}: {
  title: string;
  description: string;
  /** The screen the page was opened from. */
  back: { to: string; label: string };
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <PageHeader title={title} description={description} back={<BackLink to={back.to}>{back.label}</BackLink>} actions={actions} />
      {children}
    </div>
  );
}
