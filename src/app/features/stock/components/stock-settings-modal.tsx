// 'Stok Ayarları' of one warehouse (docs/stock.md): whether an online issue may take the stock below
// zero, and who is told when an item falls to its minimum (and gets its low items in the daily
// digest). None chosen: the warehouse's users holding view_stock, as the picker says.
import { useEffect, useState } from 'react';
import { FormModal } from '@app/components/form-modal';
import { ApiError, errorMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { useSaveStockSettings, useStockSettings } from '../api/stock-api';
import { RecipientPicker } from './recipient-picker';

const FAILED = 'Stok ayarları kaydedilirken bir hata oluştu.';

export function StockSettingsModal({
  open,
  warehouse,
  onClose,
}: {
  open: boolean;
  warehouse: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const settings = useStockSettings(warehouse?.id, open);
  const save = useSaveStockSettings();
  const [allowNegative, setAllowNegative] = useState(false);
  const [recipients, setRecipients] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const loaded = settings.data;
  // Filled once per opening: a refetch while the dialog is open does not undo the choices made.
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!open) {
      setFilled(false);
      return;
    }
    if (!loaded || filled) return;
    setAllowNegative(loaded.allow_negative);
    setRecipients(loaded.low_stock_recipients.map((r) => r.id));
    setError(undefined);
    setFilled(true);
  }, [open, loaded, filled]);

  const submit = async () => {
    if (!warehouse || !loaded) return;
    setError(undefined);
    await saveWithToasts(
      () => save.mutateAsync({ warehouse_id: warehouse.id, allow_negative: allowNegative, low_stock_recipients: recipients }),
      {
        success: 'Stok ayarları kaydedildi.',
        failure: (e) => {
          // A refusal of a recipient is said beside the picker too; a lost connection only in the toast.
          if (e instanceof ApiError && e.status === 400) setError(e.message);
          return errorMessage(e, FAILED);
        },
        onSaved: onClose,
      },
    );
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Stok Ayarları"
      description={warehouse ? `${warehouse.name} deposu` : undefined}
      onSubmit={submit}
      submitting={save.isPending}
      submitDisabled={!filled}
    >
      {settings.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(settings.error, 'Stok ayarları yüklenemedi.')}
        </p>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-5 shrink-0"
          checked={allowNegative}
          disabled={!loaded}
          onChange={(e) => setAllowNegative(e.target.checked)}
        />
        Eksi stoğa izin ver (stokta olmayan miktar da teslim edilebilir)
      </label>
      <RecipientPicker
        label="Düşük stok bildirimi alıcıları"
        candidates={loaded?.low_stock_candidates ?? []}
        stored={loaded?.low_stock_recipients ?? []}
        value={recipients}
        onChange={(ids) => {
          setRecipients(ids);
          setError(undefined);
        }}
        loading={settings.isPending}
        error={error}
      />
      <p className="text-xs text-slate-500">
        Alıcılar bir kalem minimum seviyesine düştüğünde bir kez bildirim alır ve günlük özette bu deponun azalan stoklarını görür; her biri
        kanalları Ayarlar → Bildirimler'den seçer.
      </p>
    </FormModal>
  );
}
