// The PPE briefing a stock issue asks for when a PPE line is present ('Stok Teslimi' and the
// hand-over's stock lines): printed on the paper as the worker's acknowledgement (docs/stock.md).
import { FormAlert } from '../field';
import { CheckRow } from '../check-row';
export const PPE_BRIEFING_MISSING = 'Lütfen KKD kullanımının işçiye gösterildiğini onaylayın.';

export function PpeBriefing({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <div>
      <CheckRow
        checked={checked}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        className="text-sm font-medium text-slate-800"
      >
        KKD'nin kullanımı işçiye gösterildi ve anlatıldı.
      </CheckRow>
      <FormAlert message={error} />
    </div>
  );
}
