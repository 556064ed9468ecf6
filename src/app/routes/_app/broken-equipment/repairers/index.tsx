import { createFileRoute, redirect } from '@tanstack/react-router';

// The repairers list is a tab of /broken-equipment; this path opens it there.
export const Route = createFileRoute('/_app/broken-equipment/repairers/')({
  beforeLoad: () => {
    throw redirect({ to: '/broken-equipment', search: { tab: 'repairers' }, replace: true });
  },
});
