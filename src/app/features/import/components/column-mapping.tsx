// One select per field: which column of the file fills it ('Eşleştirme yok' leaves it out).
import { SelectField } from '@app/components/select-field';
import type { ImportField, ImportMapping } from '@shared/import';

export interface ColumnMappingProps {
  fields: readonly ImportField[];
  headers: readonly string[];
  mapping: ImportMapping;
  disabled?: boolean;
  onChange: (mapping: ImportMapping) => void;
}

export function ColumnMapping({ fields, headers, mapping, disabled, onChange }: ColumnMappingProps) {
  const options = headers.map((h, i) => ({ value: String(i), label: h.trim() === '' ? `${i + 1}. sütun` : h }));
  function set(field: string, value: string) {
    const next: ImportMapping = { ...mapping };
    delete next[field];
    if (value !== '') {
      const index = Number(value);
      // One column fills one field: taking it here frees it elsewhere.
      for (const [other, i] of Object.entries(next)) if (i === index) delete next[other];
      next[field] = index;
    }
    onChange(next);
  }
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map((f) => (
        <SelectField
          key={f.key}
          label={f.label}
          required={f.required}
          disabled={disabled}
          placeholder="Eşleştirme yok"
          value={mapping[f.key] === undefined ? '' : String(mapping[f.key])}
          onChange={(e) => set(f.key, e.target.value)}
          options={options}
        />
      ))}
    </div>
  );
}
