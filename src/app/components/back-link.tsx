// The way back a page header offers to the screen it was opened from ('← Ayarlar').
import type { ReactNode } from 'react';
import { PathLink, linkClasses } from './path-link';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <PathLink to={to} className={`${linkClasses} text-sm`}>
      ← {children}
    </PathLink>
  );
}
