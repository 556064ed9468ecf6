// The name of a search or day box: above it when `shown`, else for screen readers only (a box whose
// surroundings already say what it is for).
import type { ReactNode } from 'react';

export function BoxLabel({ htmlFor, shown, children }: { htmlFor: string; shown: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={shown ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
      {children}
    </label>
  );
}
