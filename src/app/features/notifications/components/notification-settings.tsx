// Ayarlar → Bildirimler: which events reach the user on which channel, quiet hours (SMS and push
// wait until they end), and allowing push on this device. Loaded on demand by the settings page.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { Spinner } from '@app/components/spinner';
import { errorMessage } from '@app/lib/api-client';
import {
  CHANNEL_LABELS,
  EVENT_LABELS,
  USER_CHANNELS,
  USER_EVENTS,
  parseMinute,
  TIME_INVALID,
  type PreferencesAnswer,
  type UserChannel,
} from '@shared/notifications';
import { useInvalidatePreferences, usePreferences, useSavePreferences } from '../api/preferences';
import { allowPush, pushSupported } from '../api/push-subscription';
import { FormAlert } from '@app/components/field';
import { TimeInput } from './time-input';

type Choices = Record<string, UserChannel[]>;

export function NotificationSettings() {
  const { data, isPending } = usePreferences();
  if (isPending || !data) return <Spinner block showLabel />;
  return <PreferencesForm answer={data} />;
}

function PreferencesForm({ answer }: { answer: PreferencesAnswer }) {
  const [choices, setChoices] = useState<Choices>(answer.channels);
  const [quietStart, setQuietStart] = useState(answer.quiet_start);
  const [quietEnd, setQuietEnd] = useState(answer.quiet_end);
  const [timeError, setTimeError] = useState<string | null>(null);
  const save = useSavePreferences();
  useEffect(() => setChoices(answer.channels), [answer.channels]);

  const toggle = (event: string, channel: UserChannel) =>
    setChoices((c) => ({
      ...c,
      [event]: (c[event] ?? []).includes(channel) ? (c[event] ?? []).filter((x) => x !== channel) : [...(c[event] ?? []), channel],
    }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (parseMinute(quietStart) === null || parseMinute(quietEnd) === null) {
      setTimeError(TIME_INVALID);
      return;
    }
    setTimeError(null);
    save.mutate(
      { channels: choices, quiet_start: quietStart, quiet_end: quietEnd },
      {
        onSuccess: () => toast.success('Bildirim tercihleri kaydedildi.'),
        onError: (error) => toast.error(errorMessage(error, 'Bildirim tercihleri kaydedilemedi.')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Bildirim tercihleri">
      {!answer.available.email ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          E-posta gönderimi henüz yapılandırılmadı; seçtiğiniz e-postalar yönetici SMTP ayarını yapınca gönderilir.
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Olaylar ve kanallar</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Olay
              </th>
              {USER_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="w-14 px-1 py-2 text-center text-xs font-medium sm:w-24 sm:text-sm">
                  {CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {USER_EVENTS.map((event) => (
              <tr key={event} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-800">
                  {EVENT_LABELS[event]}
                </th>
                {USER_CHANNELS.map((channel) => (
                  <td key={channel} className="px-1 text-center">
                    <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                      <input
                        type="checkbox"
                        className="size-5 accent-blue-700"
                        checked={(choices[event] ?? []).includes(channel)}
                        onChange={() => toggle(event, channel)}
                        aria-label={`${EVENT_LABELS[event]}: ${CHANNEL_LABELS[channel]}`}
                      />
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-900">Sessiz saatler</legend>
        <p className="text-sm text-slate-600">Bu saatler arasında anlık bildirim ve SMS gönderilmez; sessiz saatler bitince gönderilir.</p>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Başlangıç
            <TimeInput value={quietStart} onChange={setQuietStart} />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Bitiş
            <TimeInput value={quietEnd} onChange={setQuietEnd} />
          </label>
        </div>
        <FormAlert message={timeError} />
      </fieldset>
      <PushDevice answer={answer} />
      <div>
        <Button type="submit" busy={save.isPending} busyLabel="Kaydediliyor...">
          Tercihleri Kaydet
        </Button>
      </div>
    </form>
  );
}

function PushDevice({ answer }: { answer: PreferencesAnswer }) {
  const [busy, setBusy] = useState(false);
  const refresh = useInvalidatePreferences();
  const allowed = typeof Notification !== 'undefined' && Notification.permission === 'granted' && answer.push_devices > 0;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-medium text-slate-900">Bu cihazda anlık bildirimler</p>
      <p className="text-sm text-slate-600">
        {allowed
          ? `Açık (${answer.push_devices} cihaz).`
          : pushSupported()
            ? 'Kapalı. İzin verirseniz bildirimler uygulama kapalıyken de gelir.'
            : 'Bu tarayıcı anlık bildirimleri desteklemiyor.'}
      </p>
      {pushSupported() ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            busy={busy}
            busyLabel="İzin isteniyor..."
            onClick={() => {
              setBusy(true);
              allowPush(answer.vapid_public_key)
                .then(() => {
                  toast.success('Anlık bildirimler bu cihazda açıldı.');
                  return refresh();
                })
                .catch((error: unknown) =>
                  toast.error(errorMessage(error, error instanceof Error ? error.message : 'Anlık bildirimler açılamadı.')),
                )
                .finally(() => setBusy(false));
            }}
          >
            {allowed ? 'Bu cihazı yeniden kaydet' : 'Bildirimlere izin ver'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
