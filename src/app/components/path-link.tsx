// A router link to a path of another area (workers, equipment, warehouses, settings). Those routes
// are registered by their own files; a feature only needs the path, so the typed `to` is widened.
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

export const linkClasses =
  'font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 rounded';

/** A link drawn as the primary button, e.g. an empty state's way back to its list. */
export function PrimaryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <PathLink
      to={to}
      className="inline-flex min-h-11 items-center rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800"
    >
      {children}
    </PathLink>
  );
}
