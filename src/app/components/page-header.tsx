// Page title bar: h1, optional description, and actions (buttons) on the right; wraps on phones.
//   <PageHeader title="İşçiler" description="Sahada çalışan personel" actions={<Can permission="create_worker">…</Can>} />
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Above the title, e.g. a back button. */
  back?: ReactNode;
  /** Below the title row, e.g. <Tabs>. */
  children?: ReactNode;
}

export function PageHeader({ title, description, actions, back, children }: PageHeaderProps) {
  return (
    <header className="mb-6">
      {back ? <div className="mb-2">{back}</div> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:shrink-0">{actions}</div> : null}
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </header>
  );
}
