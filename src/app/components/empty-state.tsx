// Centered message for empty lists and "no results": a title, an optional sentence and an action.
//   <EmptyState title="Sonuç bulunamadı" description="Arama kriterlerinizi değiştirin." action={<Button …/>} />
import type { ReactNode } from 'react';
import { OutlineIcon } from './outline-icon';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, icon, className = '' }: EmptyStateProps) {
  return (
    <div className={`flex flex-col items-center justify-center gap-2 px-4 py-12 text-center ${className}`}>
      <div aria-hidden="true" className="mb-1 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        {icon ?? (
          <OutlineIcon
            d="M20.25 7.5l-.63 10.63A2.25 2.25 0 0 1 17.38 20.25H6.62a2.25 2.25 0 0 1-2.24-2.12L3.75 7.5M10 11.25h4M3.38 7.5h17.25c.62 0 1.12-.5 1.12-1.13v-1.5c0-.62-.5-1.12-1.12-1.12H3.38c-.63 0-1.13.5-1.13 1.12v1.5c0 .63.5 1.13 1.13 1.13Z"
            strokeWidth={1.5}
            className="size-6"
          />
        )}
      </div>
      <p className="text-base font-medium text-slate-900">{title}</p>
      {description ? <p className="max-w-md text-sm text-slate-600">{description}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
