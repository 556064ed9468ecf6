// Ayarlar → KVKK (docs/kvkk.md): how long each kind of record is kept, 'Şimdi çalıştır' (the run the
// job queue also makes once a month), and the destruction log of the last three years.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { TextField } from '@app/components/text-field';
import { errorMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { RETENTION_LABELS, RetentionSettingsSchema, type RetentionKey, type RetentionSettingsInput } from '@shared/kvkk';
import { useRetentionSettings, useRunRetention, useSaveRetention } from '../api';
import { DestructionLog } from './destruction-log';
import { runSummary } from './run-summary';

const KEYS = Object.keys(RETENTION_LABELS) as RetentionKey[];

export function KvkkSettings() {
  const settings = useRetentionSettings();
  const save = useSaveRetention();
  const run = useRunRetention();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RetentionSettingsInput>({ resolver: valibotResolver(RetentionSettingsSchema) });

  useEffect(() => {
    if (settings.data) reset(settings.data);
  }, [settings.data, reset]);

  async function submit(values: RetentionSettingsInput) {
    await saveWithToasts(() => save.mutateAsync(values), {
      success: 'Saklama süreleri kaydedildi.',
      failure: 'Saklama süreleri kaydedilemedi.',
    });
  }

  async function runNow() {
    try {
      const done = await run.mutateAsync();
      setConfirming(false);
      if (done.status === 'done') toast.success(`İmha çalışması tamamlandı. ${runSummary(done)}`);
      else toast.error(`İmha çalışması tamamlanamadı: ${done.error ?? 'bilinmeyen hata'}`);
    } catch (error) {
      toast.error(errorMessage(error, 'İmha çalışması başlatılamadı.'));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {KEYS.map((key) => (
            <TextField
              key={key}
              label={`${RETENTION_LABELS[key].label} (${RETENTION_LABELS[key].unit})`}
              type="number"
              inputMode="numeric"
              hint={RETENTION_LABELS[key].hint}
              {...register(key, { valueAsNumber: true })}
              error={errors[key]?.message}
              required
            />
          ))}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Şimdi Çalıştır
          </Button>
          <Button type="submit" busy={isSubmitting} busyLabel="Kaydediliyor..." disabled={!settings.data}>
            Süreleri Kaydet
          </Button>
        </div>
      </form>
      <DestructionLog />
      <ConfirmDialog
        open={confirming}
        title="İmha Çalışması"
        message="Saklama süresi dolan işçilerin kişisel verileri anonimleştirilecek ve süresi dolan kayıtlar silinecek. Bu işlem geri alınamaz. Devam edilsin mi?"
        confirmLabel="Şimdi Çalıştır"
        busy={run.isPending}
        busyLabel="Çalışıyor..."
        onConfirm={() => void runNow()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
