// One webhook's delivery log (the latest 100): event, status, attempts, the receiver's answer or
// the error, the time; a delivered or failed one can be sent again (same webhook-id).
import { ResendButton } from '@app/components/resend-button';
import { Spinner } from '@app/components/spinner';
import { formatDateTime } from '@shared/format';
import { WEBHOOK_DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS, type WebhookDeliveryStatus } from '@shared/webhooks';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/webhooks';

const STATUS_TONE: Record<WebhookDeliveryStatus, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  sending: 'bg-blue-100 text-blue-900',
  delivered: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const { data, isPending } = useWebhookDeliveries(webhookId);
  const resend = useResendWebhookDelivery();
  if (isPending) return <Spinner block showLabel />;
  if (!data || data.length === 0) return <p className="mt-3 text-sm text-slate-600">Henüz gönderim yok.</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-sm max-sm:block sm:min-w-[44rem]">
        <caption className="sr-only">Gönderim kaydı</caption>
        <thead className="bg-slate-50 text-left text-slate-600 max-sm:hidden">
          <tr>
            {['Olay', 'Durum', 'Deneme', 'Yanıt', 'Son deneme', ''].map((h, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {data.map((row) => (
            <tr
              key={row.id}
              className="border-t border-slate-100 align-top max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-3 max-sm:first:border-t-0"
            >
              <td className="px-3 py-2 max-sm:w-full max-sm:p-0 max-sm:font-medium">{WEBHOOK_EVENT_LABELS[row.event]}</td>
              <td className="px-3 py-2 max-sm:p-0">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[row.status]}`}>
                  {WEBHOOK_DELIVERY_STATUS_LABELS[row.status]}
                </span>
              </td>
              <td className="px-3 py-2 max-sm:p-0 max-sm:text-slate-600">
                <span className="sm:hidden">Deneme: </span>
                {row.attempts}
              </td>
              <td className="px-3 py-2 text-slate-600 max-sm:w-full max-sm:p-0 max-sm:empty:hidden">
                {row.response_code ? `HTTP ${row.response_code}` : ''}
                {row.last_error ? <span className="block break-words">{row.last_error}</span> : null}
                {row.status === 'waiting' && row.attempts > 0 ? (
                  <span className="block">Sonraki deneme: {formatDateTime(row.not_before)}</span>
                ) : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap max-sm:p-0 max-sm:text-slate-600">
                {formatDateTime(row.last_attempt_at ?? row.created_at)}
              </td>
              <td className="px-3 py-2 max-sm:p-0 max-sm:empty:hidden">
                {row.status === 'failed' || row.status === 'delivered' ? <ResendButton id={row.id} resend={resend} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
