import { createFileRoute } from '@tanstack/react-router';
import { KvkkSettings } from '@app/features/kvkk/components/kvkk-settings';
import { NotificationSettingsSection } from '@app/features/notifications/components/notification-settings-section';
import { SettingsPage } from '@app/features/settings/components/settings-page';

export const Route = createFileRoute('/_app/settings')({ component: SettingsRoute });

function SettingsRoute() {
  return (
    <SettingsPage kvkk={<KvkkSettings />}>
      <NotificationSettingsSection />
    </SettingsPage>
  );
}
