// Ayarlar → Webhook'lar (manage_webhooks, docs/integration.md): the subscriptions other systems
// hold, a form to add one (address, events, description), the signing secret shown once after
// saving (with copy), pause/resume, delete and each one's delivery log with resend.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { SubPage } from '@app/components/sub-page';
import { Spinner } from '@app/components/spinner';
import { TextField } from '@app/components/text-field';
import { errorMessage } from '@app/lib/api-client';
import { formatDateTime } from '@shared/format';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_URL_INVALID,
  type WebhookCreated,
  type WebhookEvent,
  type WebhookRow,
} from '@shared/webhooks';
import { useCreateWebhook, useDeleteWebhook, useSetWebhookStatus, useWebhooks } from '../api/webhooks';
import { WebhookDeliveries } from './webhook-deliveries';

export function WebhooksPage() {
  const { data, isPending } = useWebhooks();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  return (
    <SubPage
      title="Webhook'lar"
      description="Teslim, iade, arıza, transfer, sayım ve stok olaylarını başka sistemlere (ERP vb.) imzalı olarak bildirin"
      back={{ to: '/settings', label: 'Ayarlar' }}
      className="flex max-w-4xl flex-col gap-6"
    >
      {created ? <SecretOnce created={created} onDone={() => setCreated(null)} /> : <CreateForm onCreated={setCreated} />}
      {isPending ? <Spinner block showLabel /> : null}
      {data && data.length === 0 ? <p className="text-sm text-slate-600">Henüz webhook eklenmedi.</p> : null}
      {data && data.length > 0 ? (
        <ul className="flex flex-col gap-4" aria-label="Webhook listesi">
          {data.map((hook) => (
            <WebhookItem key={hook.id} hook={hook} />
          ))}
        </ul>
      ) : null}
    </SubPage>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: WebhookCreated) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const create = useCreateWebhook();
  const toggle = (event: WebhookEvent) => setEvents((list) => (list.includes(event) ? list.filter((e) => e !== event) : [...list, event]));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = {
      url: /^https?:\/\/\S+$/i.test(url.trim()) ? undefined : WEBHOOK_URL_INVALID,
      events: events.length > 0 ? undefined : WEBHOOK_EVENTS_REQUIRED,
    };
    setErrors(found);
    if (found.url || found.events) return;
    create.mutate(
      { url: url.trim(), events: WEBHOOK_EVENTS.filter((ev) => events.includes(ev)), description: description.trim() || null },
      {
        onSuccess: (answer) => {
          setUrl('');
          setDescription('');
          setEvents([]);
          onCreated(answer);
        },
        onError: (error) => setErrors({ url: errorMessage(error, 'Webhook kaydedilemedi.') }),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Yeni webhook"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">Yeni Webhook</h2>
      <TextField
        label="Adres (URL)"
        type="url"
        inputMode="url"
        placeholder="https://erp.ornek.com.tr/depo-olaylari"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
        required
      />
      <TextField
        label="Açıklama"
        placeholder="ör. Muhasebe ERP"
        maxLength={200}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">Olaylar</legend>
        <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {WEBHOOK_EVENTS.map((event) => (
            <label
              key={event}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-blue-700"
                checked={events.includes(event)}
                onChange={() => toggle(event)}
              />
              {WEBHOOK_EVENT_LABELS[event]}
            </label>
          ))}
        </div>
        {errors.events ? (
          <p id="webhook-events-error" role="alert" className="mt-1 text-sm text-red-700">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" busy={create.isPending} busyLabel="Kaydediliyor...">
          Webhook Ekle
        </Button>
      </div>
    </form>
  );
}

function SecretOnce({ created, onDone }: { created: WebhookCreated; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(created.secret).then(
      () => toast.success('İmza anahtarı kopyalandı.'),
      () => toast.error('Kopyalanamadı; anahtarı seçip elle kopyalayın.'),
    );
  return (
    <section aria-label="İmza anahtarı" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 className="text-lg font-semibold text-slate-900">Webhook eklendi: imza anahtarını şimdi kaydedin</h2>
      <p className="text-sm text-amber-900">
        Bu anahtar yalnızca bir kez gösterilir. Alıcı sistem her gönderimin <code>webhook-signature</code> başlığını bu anahtarla doğrular.
      </p>
      <code data-testid="webhook-secret" className="rounded-lg border border-amber-200 bg-white p-3 font-mono text-sm break-all select-all">
        {created.secret}
      </code>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void copy()}>Kopyala</Button>
        <Button variant="secondary" onClick={onDone}>
          Kaydettim, kapat
        </Button>
      </div>
    </section>
  );
}

function WebhookItem({ hook }: { hook: WebhookRow }) {
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const setStatus = useSetWebhookStatus();
  const remove = useDeleteWebhook();
  const paused = hook.status === 'paused';
  const toggleStatus = () =>
    setStatus.mutate(
      { id: hook.id, status: paused ? 'active' : 'paused' },
      {
        onSuccess: () => toast.success(paused ? 'Webhook yeniden başlatıldı.' : 'Webhook duraklatıldı.'),
        onError: (e) => toast.error(errorMessage(e, 'Webhook güncellenemedi.')),
      },
    );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm break-all text-slate-900">{hook.url}</p>
          {hook.description ? <p className="text-sm text-slate-700">{hook.description}</p> : null}
          <p className="mt-1 text-xs text-slate-600">{hook.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(' · ')}</p>
          <p className="mt-1 text-xs text-slate-500">
            {hook.created_by ? `${hook.created_by.first_name} ${hook.created_by.last_name} · ` : ''}
            {formatDateTime(hook.created_at)}
          </p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${paused ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}
        >
          {paused ? 'Duraklatıldı' : 'Etkin'}
        </span>
      </div>
      {paused && hook.paused_reason ? <p className="mt-2 text-sm text-amber-900">{hook.paused_reason}</p> : null}
      {!paused && hook.failing_since ? (
        <p className="mt-2 text-sm text-red-700">{formatDateTime(hook.failing_since)} tarihinden beri gönderilemiyor.</p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" aria-expanded={showLog} onClick={() => setShowLog((v) => !v)}>
          {showLog ? 'Gönderim Kaydını Gizle' : 'Gönderim Kaydı'}
        </Button>
        <Button variant="secondary" busy={setStatus.isPending} busyLabel="Kaydediliyor..." onClick={toggleStatus}>
          {paused ? 'Yeniden Başlat' : 'Duraklat'}
        </Button>
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          Sil
        </Button>
      </div>
      {showLog ? <WebhookDeliveries webhookId={hook.id} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        title="Webhook'u Sil"
        message={`${hook.url} adresine gönderim duracak ve gönderim kaydı silinecek. Emin misiniz?`}
        confirmLabel="Sil"
        variant="danger"
        busy={remove.isPending}
        busyLabel="Siliniyor..."
        onConfirm={() =>
          remove.mutate(hook.id, {
            onSuccess: () => toast.success('Webhook silindi.'),
            onError: (e) => toast.error(errorMessage(e, 'Webhook silinemedi.')),
            onSettled: () => setConfirmDelete(false),
          })
        }
        onCancel={() => setConfirmDelete(false)}
      />
    </li>
  );
}
