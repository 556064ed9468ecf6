// /notifications/deliveries (manage_notifications): what was sent, what failed and why, what waits
// and why (e.g. SMTP not configured), with resend for a failed row; and each warehouse's digest time.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { ResendButton } from '@app/components/resend-button';
import { SubPage } from '@app/components/sub-page';
import { SelectField } from '@app/components/select-field';
import { Spinner } from '@app/components/spinner';
import { AttemptsCell, StackedRow, StackedTable, StatePill } from '@app/components/stacked-table';
import { errorMessage } from '@app/lib/api-client';
import { formatDateTime } from '@shared/format';
import {
  CHANNELS,
  CHANNEL_LABELS,
  EVENT_LABELS,
  OUTBOX_STATUSES,
  OUTBOX_STATUS_LABELS,
  parseMinute,
  TIME_INVALID,
  type Channel,
  type OutboxStatus,
} from '@shared/notifications';
import { useDeliveries, useDigestTimes, useResend, useSetDigestTime, type DeliveryFilter, type DigestTimeRow } from '../api/deliveries';
import { TimeInput } from './time-input';

const STATUS_TONE: Record<OutboxStatus, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  sending: 'bg-blue-100 text-blue-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function DeliveriesPage() {
  const [filter, setFilter] = useState<DeliveryFilter>({});
  const { data, isPending } = useDeliveries(filter);
  const resend = useResend();
  return (
    <SubPage
      title="Gönderim Kaydı"
      description="E-posta, SMS ve anlık bildirimlerin durumu"
      back={{ to: '/notifications', label: 'Bildirimler' }}
    >
      {data && Object.keys(data.channel_notes).length > 0 ? (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {Object.entries(data.channel_notes).map(([channel, note]) => (
            <p key={channel}>
              <strong>{CHANNEL_LABELS[channel as Channel]}:</strong> {note}
            </p>
          ))}
        </div>
      ) : null}
      {data ? (
        <p className="text-sm text-slate-700">{OUTBOX_STATUSES.map((s) => `${OUTBOX_STATUS_LABELS[s]}: ${data.counts[s]}`).join(' · ')}</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SelectField
          label="Durum"
          value={filter.status ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, status: (e.target.value || undefined) as OutboxStatus | undefined }))}
          options={[{ value: '', label: 'Tümü' }, ...OUTBOX_STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_LABELS[s] }))]}
        />
        <SelectField
          label="Kanal"
          value={filter.channel ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, channel: (e.target.value || undefined) as Channel | undefined }))}
          options={[
            { value: '', label: 'Tümü' },
            ...CHANNELS.filter((c) => c !== 'in_app').map((c) => ({ value: c, label: CHANNEL_LABELS[c] })),
          ]}
        />
      </div>
      {isPending ? <Spinner block showLabel /> : null}
      {data ? (
        <StackedTable
          caption="Gönderimler"
          headers={['Olay', 'Kanal', 'Alıcı', 'Durum', 'Deneme', 'Açıklama', 'Tarih', '']}
          className="rounded-xl border border-slate-200 bg-white"
          tableClassName="sm:min-w-[48rem]"
        >
          {data.rows.length === 0 ? (
            <tr>
              <td colSpan={8} className="px-3 py-6 text-center text-slate-500">
                Gönderim kaydı yok.
              </td>
            </tr>
          ) : null}
          {data.rows.map((row) => (
            <StackedRow key={row.id}>
              <td className="px-3 py-2 max-sm:p-0 max-sm:font-medium">{EVENT_LABELS[row.event]}</td>
              <td className="px-3 py-2 max-sm:p-0">{CHANNEL_LABELS[row.channel]}</td>
              <td className="px-3 py-2 max-sm:order-first max-sm:w-full max-sm:p-0">
                <span className="block font-medium text-slate-900">{row.recipient}</span>
                {row.address ? <span className="block break-all text-xs text-slate-600">{row.address}</span> : null}
              </td>
              <td className="px-3 py-2 max-sm:p-0">
                <StatePill tone={STATUS_TONE[row.status]}>{OUTBOX_STATUS_LABELS[row.status]}</StatePill>
              </td>
              <AttemptsCell attempts={row.attempts} />
              <td className="px-3 py-2 text-slate-600 max-sm:w-full max-sm:p-0 max-sm:empty:hidden">
                {row.last_error ??
                  (row.status === 'waiting'
                    ? (data.channel_notes[row.channel] ?? `Gönderim zamanı: ${formatDateTime(row.not_before)}`)
                    : '')}
              </td>
              <td className="px-3 py-2 whitespace-nowrap max-sm:p-0 max-sm:text-slate-600">
                {formatDateTime(row.sent_at ?? row.created_at)}
              </td>
              <td className="px-3 py-2 max-sm:p-0 max-sm:empty:hidden">
                {row.status === 'failed' ? <ResendButton id={row.id} resend={resend} /> : null}
              </td>
            </StackedRow>
          ))}
        </StackedTable>
      ) : null}
      <DigestTimes />
    </SubPage>
  );
}

function DigestTimes() {
  const { data } = useDigestTimes();
  return (
    <section aria-label="Günlük özet saatleri" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Günlük özet saatleri</h2>
      <p className="mt-1 text-sm text-slate-600">
        Her deponun personeline günlük özetin gönderileceği saat (İstanbul saati). Aynı saatteki depolar tek iletide birleşir.
      </p>
      <ul className="mt-4 flex flex-col gap-2">
        {(data ?? []).map((row) => (
          <DigestTimeItem key={row.warehouse_id} row={row} />
        ))}
      </ul>
    </section>
  );
}

function DigestTimeItem({ row }: { row: DigestTimeRow }) {
  const [time, setTime] = useState(row.time);
  const [error, setError] = useState<string | null>(null);
  const save = useSetDigestTime();
  return (
    <li className="flex flex-wrap items-center gap-3 max-sm:gap-2">
      {/* On a phone a long warehouse name takes its own line above its time, not a narrow column. */}
      <label className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-slate-800">
        <span className="min-w-0 break-words max-sm:w-full">{row.name}</span>
        <TimeInput value={time} onChange={setTime} />
      </label>
      <Button
        variant="secondary"
        disabled={time === row.time}
        busy={save.isPending}
        busyLabel="Kaydediliyor..."
        onClick={() => {
          if (parseMinute(time) === null) return setError(TIME_INVALID);
          setError(null);
          save.mutate(
            { warehouseId: row.warehouse_id, time },
            {
              onSuccess: () => toast.success(`${row.name}: özet saati ${time} olarak kaydedildi.`),
              onError: (e) => toast.error(errorMessage(e, 'Özet saati kaydedilemedi.')),
            },
          );
        }}
      >
        Kaydet
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
