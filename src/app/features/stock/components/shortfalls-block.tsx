// Shortfalls left by issues signed offline (docs/stock.md): the goods left the shelf against a
// signature although the books held too few. Never refused; the storekeeper says how each was settled.
import { useState } from 'react';
import { Button } from '@app/components/button';
import { FormModal } from '@app/components/form-modal';
import { TextareaField } from '@app/components/textarea-field';
import { conflictMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { formatDateTime, fullName } from '@shared/format';
import { ResolveShortfallSchema } from '@shared/schemas/stock';
import { formatQuantity, type StockShortfall } from '@shared/stock';
import { useResolveShortfall, useShortfalls } from '../api/stock-api';
import { parseForm } from '@app/components/stock/form-errors';

export function ShortfallsBlock({ warehouseId }: { warehouseId: string }) {
  const { data } = useShortfalls(warehouseId, true);
  const [resolving, setResolving] = useState<StockShortfall | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const resolve = useResolveShortfall();
  if (!data || data.length === 0) return null;

  const submit = async () => {
    const parsed = parseForm(ResolveShortfallSchema, { note });
    if (!parsed.ok) return setError(parsed.errors.note);
    await saveWithToasts(() => resolve.mutateAsync({ id: resolving!.movement_id, note: parsed.output.note }), {
      success: 'Stok açığı giderildi olarak kaydedildi.',
      failure: (e) => conflictMessage(e, 'Kaydedilemedi.'),
      onSaved: () => setResolving(null),
    });
  };

  return (
    <section aria-labelledby="shortfalls-title" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h2 id="shortfalls-title" className="text-sm font-semibold text-amber-900">
        Giderilmemiş stok açıkları ({data.length})
      </h2>
      <p className="text-sm text-amber-900">
        Çevrimdışı imzalanan teslimler, depoda yeterli stok görünmeden gerçekleşti. Sayımı kontrol edip açığı kapatın.
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {data.map((s) => (
          <li
            key={s.movement_id}
            className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-2 text-sm"
            data-testid="shortfall-row"
          >
            <span>
              <span className="font-medium">{s.item_name}</span>: {formatQuantity(s.shortfall)} {s.unit} eksik · {fullName(s.worker)} ·{' '}
              {formatDateTime(s.created_at)}
            </span>
            <Button
              variant="secondary"
              onClick={() => {
                setNote('');
                setError(undefined);
                setResolving(s);
              }}
            >
              Giderildi
            </Button>
          </li>
        ))}
      </ul>
      <FormModal
        open={resolving !== null}
        onClose={() => setResolving(null)}
        title="Stok Açığını Gider"
        description={resolving ? `${resolving.item_name}: ${formatQuantity(resolving.shortfall)} ${resolving.unit}` : undefined}
        onSubmit={submit}
        submitting={resolve.isPending}
      >
        <TextareaField label="Nasıl giderildi?" required rows={3} value={note} onChange={(e) => setNote(e.target.value)} error={error} />
      </FormModal>
    </section>
  );
}
