// Route guard for area pages (spec 01 §2 "Access-denied screens"). Wrap the page component of a
// guarded route; without the permission the user sees 'Erişim Engellendi' with the permission's
// name and a 'Geri Dön' button (history back; the dashboard when the address was opened directly,
// where a browser's back would leave the app or do nothing), and the page (and its data calls) never mounts,
// so no forbidden request is made. Sign-in itself is already enforced by the `_app` layout.
//
//   // src/app/routes/_app/workers/index.tsx
//   export const Route = createFileRoute('/_app/workers/')({
//     component: () => (
//       <RequirePermission permission="view_workers">
//         <WorkersPage />
//       </RequirePermission>
//     ),
//   });
//
// A route that is nothing but its page behind one permission says so in one line:
//   export const Route = createFileRoute('/_app/kits/')({ component: pageBehind('view_kits', KitsPage) });
//
// `anyOf` accepts several permissions (any one is enough). Loaders should not fetch guarded data
// before this check; read with useQuery/useSuspenseQuery inside the page instead.
import type { ComponentType, ReactNode } from 'react';
import { useSession } from '../lib/session';
import type { PermissionName } from '@shared/permissions';
import { Button } from './button';
import { useGoBack } from './go-back';
import { OutlineIcon } from './outline-icon';

export interface RequirePermissionProps {
  permission?: PermissionName;
  anyOf?: readonly PermissionName[];
  children: ReactNode;
}

export function RequirePermission({ permission, anyOf, children }: RequirePermissionProps) {
  const { can, canAny } = useSession();
  const allowed = (!permission || can(permission)) && (!anyOf || canAny(anyOf));
  if (allowed) return <>{children}</>;
  return <AccessDenied permission={permission ?? anyOf?.join(', ') ?? ''} />;
}

/** A route's component: `Page` for those who hold `permission`, the access-denied screen for the others. */
export function pageBehind(permission: PermissionName, Page: ComponentType) {
  function GuardedPage() {
    return (
      <RequirePermission permission={permission}>
        <Page />
      </RequirePermission>
    );
  }
  return GuardedPage;
}

export function AccessDenied({ permission }: { permission: string }) {
  const back = useGoBack('/');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <div aria-hidden="true" className="mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <OutlineIcon
          d="M16.5 10.5V6.75a4.5 4.5 0 1 0-9 0v3.75m-.75 11.25h10.5a2.25 2.25 0 0 0 2.25-2.25v-6.75a2.25 2.25 0 0 0-2.25-2.25H6.75a2.25 2.25 0 0 0-2.25 2.25v6.75a2.25 2.25 0 0 0 2.25 2.25Z"
          strokeWidth={1.5}
          className="size-7"
        />
      </div>
      <h1 className="text-2xl font-semibold text-slate-900">Erişim Engellendi</h1>
      <p className="mt-2 text-slate-600">Bu sayfayı görüntülemek için yetkiniz bulunmamaktadır.</p>
      {permission ? (
        <p className="mt-3 text-sm text-slate-500">
          Gerekli yetki: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-800">{permission}</code>
        </p>
      ) : null}
      <Button variant="secondary" className="mt-6" onClick={back}>
        Geri Dön
      </Button>
    </div>
  );
}
