// A router link to a path of another area (equipment, warehouses): those routes are registered by
// their own files, so the typed `to` is widened here.
import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface PathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

export function PathLink({ to, children, ...rest }: PathLinkProps) {
  return (
    <Link to={to as '/'} {...rest}>
      {children}
    </Link>
  );
}
