// A kit's stock lines ('2 adet Pil', docs/planning.md "Kits"): what goes with the items, counted.
// Holders of `manage_kits` who may read the stock cards add and take out lines.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { api, errorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { KIT_MESSAGES, type Kit } from '@shared/kits';
import { parseQuantityText, type StockItem } from '@shared/stock';
import { useUpdateKit } from '../api/kits-api';
import { FormAlert } from '@app/components/field';

export function KitStockLines({ kit, canManage }: { kit: Kit; canManage: boolean }) {
  const { can } = useSession();
  const editable = canManage && can('view_stock');
  const items = useQuery({ queryKey: ['stock', 'items'], queryFn: () => api.get<StockItem[]>('/stock/items'), enabled: editable });
  const update = useUpdateKit(kit.id);
  const [itemId, setItemId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | undefined>();
  if (!editable && kit.stock_lines.length === 0) return null;

  const save = async (lines: Array<{ stock_item_id: string; quantity: number }>, done: string) => {
    try {
      await update.mutateAsync({ name: kit.name, note: kit.note, stock_lines: lines });
      toast.success(done);
      setError(undefined);
    } catch (e) {
      setError(errorMessage(e, 'Stok satırı kaydedilemedi.'));
    }
  };
  const current = kit.stock_lines.map((l) => ({ stock_item_id: l.stock_item_id, quantity: l.quantity }));
  const addLine = () => {
    // Read as every quantity box reads (Turkish digits; not '1e3' or '0x10'), then whole only.
    const n = parseQuantityText(quantity);
    if (!itemId) return setError(KIT_MESSAGES.stockItemNotFound);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) return setError(KIT_MESSAGES.quantity);
    void save([...current.filter((l) => l.stock_item_id !== itemId), { stock_item_id: itemId, quantity: n }], 'Stok satırı eklendi.');
  };

  return (
    <section aria-label="Setteki stok" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">Setteki Stok</h2>
      {kit.stock_lines.length === 0 ? <p className="text-sm text-slate-600">Sette stok satırı yok.</p> : null}
      <ul className="flex flex-col divide-y divide-slate-100">
        {kit.stock_lines.map((l) => (
          <li key={l.stock_item_id} className="flex min-h-12 items-center justify-between gap-2 py-2">
            <span>
              {l.quantity} {l.unit} {l.name}
            </span>
            {editable ? (
              <Button
                variant="ghost"
                onClick={() =>
                  void save(
                    current.filter((c) => c.stock_item_id !== l.stock_item_id),
                    'Stok satırı çıkarıldı.',
                  )
                }
              >
                Çıkar
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {editable ? (
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
          <SelectField
            label="Stok Kartı"
            placeholder={items.isPending ? 'Stok kartları yükleniyor…' : 'Stok kartı seçin'}
            options={(items.data ?? []).map((i) => ({ value: i.id, label: [i.name, i.variant].filter(Boolean).join(' – ') }))}
            value={itemId}
            onChange={(e) => setItemId(e.target.value)}
          />
          <TextField label="Adet" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
          <Button variant="secondary" onClick={addLine} busy={update.isPending} busyLabel="Ekleniyor...">
            Stok Ekle
          </Button>
        </div>
      ) : null}
      <FormAlert message={error} />
    </section>
  );
}
