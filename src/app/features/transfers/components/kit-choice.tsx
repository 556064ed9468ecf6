// 'Set ekle' in the transfer form (docs/planning.md "Kits"): a kit of the source warehouse (of any
// of the user's before a source is chosen), from the device copy; choosing one is scanning its code.
import { useMemo } from 'react';
import { toast } from 'sonner';
import { SelectField } from '@app/components/select-field';
import { useKits } from '@app/lib/kits/kits-query';
import { kitLabel } from '@shared/kits';

export function KitChoice({ warehouseId, onChoose }: { warehouseId: string; onChoose: (code: string) => Promise<string | undefined> }) {
  const kits = useKits();
  const shown = useMemo(() => (kits.data ?? []).filter((k) => !warehouseId || k.warehouse_id === warehouseId), [kits.data, warehouseId]);
  if (!shown.length) return null;
  return (
    <SelectField
      label="Set ekle"
      containerClassName="min-w-48 flex-1"
      placeholder="Set seçin"
      options={shown.map((k) => ({ value: k.code, label: `${kitLabel(k)} — ${k.members.length} ekipman` }))}
      value=""
      onChange={(e) => {
        if (e.target.value) void onChoose(e.target.value).then((refusal) => (refusal ? toast.error(refusal) : undefined));
      }}
    />
  );
}
