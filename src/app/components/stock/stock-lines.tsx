// The lines of a receipt or an issue: an item, a quantity and (for a receipt) the unit price, one
// row each, with 'Kalem Ekle' and a remove button. Each row shows what the shelf holds now.
import { Button } from '@app/components/button';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { formatQuantity, type StockLevelRow } from '@shared/stock';
import type { FieldErrors } from './form-errors';

export interface LineDraft {
  key: string;
  item_id: string;
  quantity: string;
  unit_price: string;
}

export const newLine = (): LineDraft => ({ key: crypto.randomUUID(), item_id: '', quantity: '1', unit_price: '' });

export const itemLabel = (r: Pick<StockLevelRow, 'name' | 'variant'>) => (r.variant ? `${r.name} (${r.variant})` : r.name);

export function StockLines({
  lines,
  onChange,
  levels,
  withPrice,
  errors,
}: {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  levels: readonly StockLevelRow[];
  withPrice?: boolean;
  errors: FieldErrors;
}) {
  const byId = new Map(levels.map((l) => [l.id, l]));
  const update = (key: string, patch: Partial<LineDraft>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-900">Kalemler</legend>
      {lines.map((line, i) => {
        const level = byId.get(line.item_id);
        return (
          <div key={line.key} className="rounded-lg border border-slate-200 p-3" data-testid="stock-line">
            <SelectField
              label={`Kalem ${i + 1}`}
              value={line.item_id}
              placeholder="Stok kalemi seçin"
              onChange={(e) => update(line.key, { item_id: e.target.value })}
              options={levels.map((l) => ({ value: l.id, label: `${itemLabel(l)} — ${formatQuantity(l.on_hand)} ${l.unit}` }))}
              error={errors[`lines.${i}.item_id`]}
            />
            <div className="mt-2 flex items-end gap-2">
              <TextField
                label={`Miktar${level ? ` (${level.unit})` : ''}`}
                inputMode="decimal"
                value={line.quantity}
                onChange={(e) => update(line.key, { quantity: e.target.value })}
                error={errors[`lines.${i}.quantity`]}
                containerClassName="flex-1"
              />
              {withPrice ? (
                <TextField
                  label="Birim fiyat (₺)"
                  inputMode="decimal"
                  value={line.unit_price}
                  onChange={(e) => update(line.key, { unit_price: e.target.value })}
                  error={errors[`lines.${i}.unit_price`]}
                  containerClassName="flex-1"
                />
              ) : null}
              {lines.length > 1 ? (
                <Button
                  variant="ghost"
                  aria-label={`Kalem ${i + 1} kaldır`}
                  onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                >
                  Kaldır
                </Button>
              ) : null}
            </div>
          </div>
        );
      })}
      {errors.lines ? <p className="text-sm text-red-700">{errors.lines}</p> : null}
      <Button variant="secondary" onClick={() => onChange([...lines, newLine()])}>
        Kalem Ekle
      </Button>
    </fieldset>
  );
}
