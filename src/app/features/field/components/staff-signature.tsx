// The staff member's own signature, asked in the hand-over and return forms when none is saved in
// settings: the paper then carries it (never 'Kullanıcı imzası ayarlanmamış'), and it can be saved
// for next time in the same go.
import { toast } from 'sonner';
import { SIGNING_PEN, SignaturePad } from '@app/components/signature-pad';
import { CheckRow } from '@app/components/check-row';
import { updateOwnSignature } from '@app/lib/own-signature';

export interface StaffSignatureProps {
  /** 'Teslim Eden İmzası (sizin)' / 'Teslim Alan İmzası (sizin)'. */
  label: string;
  onChange: (dataUrl: string) => void;
  save: boolean;
  onSaveChange: (save: boolean) => void;
  error?: string;
}

export function StaffSignature({ label, onChange, save, onSaveChange, error }: StaffSignatureProps) {
  return (
    <div className="flex flex-col gap-2" data-testid="staff-signature">
      <p className="text-sm text-slate-700">Ayarlar’da kayıtlı imzanız yok: belgede yer alması için burada imzalayın.</p>
      <SignaturePad label={label} {...SIGNING_PEN} onChange={(dataUrl) => onChange(dataUrl ?? '')} error={error} />
      <CheckRow checked={save} onChange={onSaveChange} className="text-sm text-slate-800">
        İmzamı sonraki işlemler için kaydet
      </CheckRow>
    </div>
  );
}

/** After the paper is made: the drawing becomes the saved signature (online; else it can be saved in settings). */
export async function saveOwnSignature(signature: string, refreshUser: () => Promise<unknown>): Promise<void> {
  try {
    await updateOwnSignature(signature);
    await refreshUser();
  } catch {
    toast.info('İmzanız kaydedilemedi; Ayarlar sayfasından ekleyebilirsiniz.');
  }
}
