// Page title bar: h1, optional description, and actions (buttons) on the right; wraps on phones,
// where it stays short (the description is left to wider screens) so the list starts high.
//   <PageHeader title="İşçiler" description="Sahada çalışan personel" actions={<Can permission="create_worker">…</Can>} />
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Under the title at every size (a record's number and status), unlike the description. */
  summary?: ReactNode;
  actions?: ReactNode;
  /** Above the title, e.g. a back button. */
  back?: ReactNode;
  /** Below the title row, e.g. <Tabs>. */
  children?: ReactNode;
}

export function PageHeader({ title, description, summary, actions, back, children }: PageHeaderProps) {
  return (
    <header className="mb-4 sm:mb-6">
      {back ? <div className="mb-1 sm:mb-2">{back}</div> : null}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:flex-nowrap sm:items-start">
        {/* The title keeps room for itself (a word a line was a tablet's 'Stok' beside six buttons); the actions wrap. */}
        <div className="min-w-0 sm:min-w-56 sm:flex-1">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
          {description ? <p className="mt-1 hidden text-sm text-slate-600 sm:block">{description}</p> : null}
          {summary ? <div className="mt-1">{summary}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div> : null}
      </div>
      {children ? <div className="mt-2 sm:mt-4">{children}</div> : null}
    </header>
  );
}
