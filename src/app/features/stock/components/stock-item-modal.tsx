// 'Yeni Stok Kartı' / 'Stok Kartı Düzenle' (docs/stock.md): name, kind, unit, barcode (EAN-13 checked),
// category, size/variant and, for PPE, the standard and the replacement period in months.
import { useEffect, useRef, useState } from 'react';
import { FormModal } from '@app/components/form-modal';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { conflictMessage } from '@app/lib/api-client';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { StockItemSchema } from '@shared/schemas/stock';
import { STOCK_KIND_LABELS, STOCK_KINDS, STOCK_UNITS, type StockItem } from '@shared/stock';
import { useSaveStockItem, useStockPickers } from '../api/stock-api';
import { parseForm, type FieldErrors } from '@app/components/stock/form-errors';

interface Draft {
  name: string;
  kind: string;
  unit: string;
  barcode: string;
  category_id: string;
  variant: string;
  standard: string;
  replacement_months: string;
  returnable: boolean;
}

const EMPTY: Draft = {
  name: '',
  kind: 'ppe',
  unit: 'adet',
  barcode: '',
  category_id: '',
  variant: '',
  standard: '',
  replacement_months: '',
  returnable: false,
};

function draftOf(item: StockItem | null): Draft {
  if (!item) return EMPTY;
  return {
    name: item.name,
    kind: item.kind,
    unit: item.unit,
    barcode: item.barcode ?? '',
    category_id: item.category?.id ?? '',
    variant: item.variant ?? '',
    standard: item.standard ?? '',
    replacement_months: item.replacement_months ? String(item.replacement_months) : '',
    returnable: item.returnable,
  };
}

export function StockItemModal({ open, item, onClose }: { open: boolean; item: StockItem | null; onClose: () => void }) {
  const pickers = useStockPickers();
  const save = useSaveStockItem();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Filled when opened for a card; a list re-rendering the same card keeps what the user typed.
  const itemRef = useRef(item);
  itemRef.current = item;
  const itemId = item?.id;
  useEffect(() => {
    if (open) {
      setDraft(draftOf(itemRef.current));
      setErrors({});
    }
  }, [open, itemId]);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  /** A text field's value, change and message for the draft's `key`. */
  const bind = (key: Exclude<keyof Draft, 'returnable'>) => ({ value: draft[key], onChange: set(key), error: errors[key] });

  const submit = async () => {
    const parsed = parseForm(StockItemSchema, {
      ...draft,
      category_id: draft.category_id || null,
      replacement_months: draft.replacement_months.trim() === '' ? null : Number(draft.replacement_months),
    });
    if (!parsed.ok) return setErrors(parsed.errors);
    const [success, failure] = item
      ? ['Stok kartı güncellendi.', 'Stok kartı güncellenirken bir hata oluştu.']
      : ['Stok kartı oluşturuldu.', 'Stok kartı oluşturulurken bir hata oluştu.'];
    await saveWithToasts(() => save.mutateAsync({ ...parsed.output, id: item?.id }), {
      success,
      failure: (error) => conflictMessage(error, failure),
      onSaved: onClose,
    });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={item ? 'Stok Kartı Düzenle' : 'Yeni Stok Kartı'}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <TextField label="Stok Adı" required {...bind('name')} autoComplete="off" />
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Tür" required {...bind('kind')} options={STOCK_KINDS.map((k) => ({ value: k, label: STOCK_KIND_LABELS[k] }))} />
        <SelectField label="Birim" required {...bind('unit')} options={STOCK_UNITS.map((u) => ({ value: u, label: u }))} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Beden / Varyant" {...bind('variant')} hint="Ör. 42, L, 115 mm" />
        <TextField label="Barkod" {...bind('barcode')} inputMode="text" hint="Üretici EAN-13 ya da kendi kodunuz" />
      </div>
      <SelectField
        label="Kategori"
        {...bind('category_id')}
        placeholder="Kategori yok"
        options={(pickers.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      {draft.kind === 'ppe' ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Standart / CE" {...bind('standard')} hint="Ör. EN 397" />
          <TextField label="Değiştirme süresi (ay)" {...bind('replacement_months')} inputMode="numeric" />
        </div>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.returnable}
          onChange={(e) => setDraft((d) => ({ ...d, returnable: e.target.checked }))}
        />
        İade edilir (ör. emniyet kemeri); işten ayrılırken geri alınır
      </label>
    </FormModal>
  );
}
