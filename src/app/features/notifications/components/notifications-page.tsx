// /notifications: the user's latest notifications, unread first in weight (a dot and the word
// 'Yeni', never colour alone), each leading to its record; read marks one by one or all at once.
// The list comes from the persisted cache when the device is offline.
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import { EmptyState } from '@app/components/empty-state';
import { PageHeader } from '@app/components/page-header';
import { PathLink, linkClasses } from '@app/components/path-link';
import { Spinner } from '@app/components/spinner';
import { errorMessage } from '@app/lib/api-client';
import { formatDateTime } from '@shared/format';
import type { NotificationItem } from '@shared/notifications';
import { useNotifications } from '@app/lib/notifications-query';
import { useMarkRead } from '../api/mark-read';

export function NotificationsPage() {
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const items = data?.items ?? [];

  const open = (item: NotificationItem) => {
    if (!item.read_at) markRead.mutate(item.id);
    if (item.link) void navigate({ to: item.link as '/' });
  };

  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Bildirimler"
        description={data ? (data.unread > 0 ? `${data.unread} okunmamış bildirim` : 'Tüm bildirimler okundu') : undefined}
        actions={
          <div className="flex flex-wrap gap-2">
            <Can permission="manage_notifications">
              <PathLink to="/notifications/deliveries" className={`${linkClasses} inline-flex min-h-11 items-center px-2 text-sm`}>
                Gönderim Kaydı
              </PathLink>
            </Can>
            <Button
              variant="secondary"
              disabled={!data || data.unread === 0}
              busy={markRead.isPending && markRead.variables === undefined}
              busyLabel="İşaretleniyor..."
              onClick={() => markRead.mutate(undefined, { onError: (e) => toast.error(errorMessage(e, 'Bildirimler güncellenemedi.')) })}
            >
              Tümünü okundu işaretle
            </Button>
          </div>
        }
      />
      {isPending ? <Spinner block showLabel /> : null}
      {!isPending && items.length === 0 ? (
        <EmptyState
          title={isError ? 'Bildirimler yüklenemedi' : 'Henüz bildirim yok'}
          description="Size atanan arızalar, transferler, geciken iadeler ve günlük özetler burada görünür."
        />
      ) : null}
      <ul className="flex flex-col gap-2" aria-label="Bildirim listesi">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => open(item)}
              data-testid="notification-item"
              className={`flex w-full min-h-11 gap-3 rounded-xl border p-4 text-left shadow-sm focus-visible:outline-2 focus-visible:outline-blue-600 ${
                item.read_at ? 'border-slate-200 bg-white' : 'border-blue-200 bg-blue-50/60'
              }`}
            >
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${item.read_at ? 'bg-transparent' : 'bg-blue-600'}`}
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className={`text-sm ${item.read_at ? 'font-medium text-slate-800' : 'font-semibold text-slate-900'}`}>
                    {item.read_at ? null : (
                      <span className="mr-1.5 rounded bg-blue-700 px-1.5 py-0.5 text-[11px] font-semibold text-white">Yeni</span>
                    )}
                    {item.title}
                  </span>
                  <time className="text-xs text-slate-600" dateTime={item.created_at}>
                    {formatDateTime(item.created_at)}
                  </time>
                </span>
                <span className="mt-1 block whitespace-pre-line break-words text-sm text-slate-600">{item.body}</span>
                {item.link ? <span className="mt-1 block text-xs font-medium text-blue-700">Kaydı aç →</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
