// One webhook's delivery log (the latest 100): event, status, attempts, the receiver's answer or
// the error, the time; a delivered or failed one can be sent again (same webhook-id).
import { ResendButton } from '@app/components/resend-button';
import { Spinner } from '@app/components/spinner';
import { AttemptsCell, StackedRow, StackedTable, StatePill } from '@app/components/stacked-table';
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
    <StackedTable
      caption="Gönderim kaydı"
      headers={['Olay', 'Durum', 'Deneme', 'Yanıt', 'Son deneme', '']}
      className="mt-3 rounded-lg border border-slate-200"
      tableClassName="sm:min-w-[44rem]"
    >
      {data.map((row) => (
        <StackedRow key={row.id}>
          <td className="px-3 py-2 max-sm:w-full max-sm:p-0 max-sm:font-medium">{WEBHOOK_EVENT_LABELS[row.event]}</td>
          <td className="px-3 py-2 max-sm:p-0">
            <StatePill tone={STATUS_TONE[row.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[row.status]}</StatePill>
          </td>
          <AttemptsCell attempts={row.attempts} />
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
        </StackedRow>
      ))}
    </StackedTable>
  );
}
