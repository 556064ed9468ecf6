// The PPE briefing a stock issue asks for when a PPE line is present ('Stok Teslimi' and the
// hand-over's stock lines): printed on the paper as the worker's acknowledgement (docs/stock.md).
import { FormAlert } from '../field';
export const PPE_BRIEFING_MISSING = 'Lütfen KKD kullanımının işçiye gösterildiğini onaylayın.';

export function PpeBriefing({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-blue-700"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
        />
        KKD'nin kullanımı işçiye gösterildi ve anlatıldı.
      </label>
      <FormAlert message={error} />
    </div>
  );
}
