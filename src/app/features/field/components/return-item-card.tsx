// One item of the return dialog: its checkbox, and once chosen its condition (Sağlam / Hasarlı /
// Eksik parça), a note (required for Hasarlı: it describes the fault report) and condition photos.
import { CheckRow } from '@app/components/check-row';
import { TextareaField } from '@app/components/textarea-field';
import { overdueLabel } from '@shared/local-day';
import {
  CONDITION_MESSAGE,
  DAMAGE_NOTE_MISSING,
  RETURN_CONDITIONS,
  RETURN_CONDITION_LABELS,
  RETURN_NOTE_MAX,
  type ReturnCondition,
  type ReturnFormInput,
} from '@shared/schemas/operations';
import { equipmentTitle } from './field-labels';
import { PhotoPicker } from '@app/components/photos/photo-picker';
import type { ReducedPhoto } from '@app/lib/photos/reduce-photo';
import { PHOTO_LIMITS } from '@shared/photos';

export type ReturnItemState = ReturnFormInput['items'][number];

const CONDITION_HINT: Record<ReturnCondition, string> = {
  intact: 'Ekipman deposuna Müsait olarak döner.',
  damaged: 'Bir arıza kaydı açılır; ekipman Arızalı olur. Not, arıza açıklaması olarak kaydedilir.',
  missing_parts: 'Ekipman deposuna Müsait olarak döner; eksik parça nota yazılır.',
};

const CHOSEN_TONE: Record<ReturnCondition, string> = {
  damaged: 'border-red-600 bg-red-50 text-red-800',
  missing_parts: 'border-amber-600 bg-amber-50 text-amber-900',
  intact: 'border-emerald-600 bg-emerald-50 text-emerald-800',
};

export interface ReturnItemCardProps {
  item: ReturnItemState;
  equipment: { serial_number: string; model: string; brand: { name: string } | null };
  /** Days past the expected return day (0: not late). */
  late: number;
  /** The form was submitted: a chosen item without a condition says so. */
  submitted: boolean;
  onChange: (changes: Partial<ReturnItemState>) => void;
  /** The item's condition photos (reduced on the device), sent and queued with the return. */
  photos: readonly ReducedPhoto[];
  onPhotos: (photos: ReducedPhoto[]) => void;
}

export function ReturnItemCard({ item, equipment, late, submitted, onChange, photos, onPhotos }: ReturnItemCardProps) {
  const missingCondition = submitted && item.selected && item.condition === '';
  const missingNote = submitted && item.selected && item.condition === 'damaged' && item.note.trim() === '';
  const conditionErrorId = `return-condition-error-${item.id}`;
  return (
    <li
      data-testid="return-item"
      className={`rounded-xl border p-3 ${item.selected ? 'border-blue-300 bg-blue-50/40' : 'border-slate-200'}`}
    >
      <CheckRow checked={item.selected} onChange={(selected) => onChange({ selected })}>
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-slate-900">{equipmentTitle(equipment)}</span>
          <span className="text-xs text-slate-600">
            <span className="font-mono whitespace-nowrap">{equipment.serial_number}</span>
            {late > 0 ? <span className="ml-2 font-semibold text-red-700">{overdueLabel(late)}</span> : null}
          </span>
        </span>
      </CheckRow>
      {item.selected ? (
        <div className="mt-2 flex flex-col gap-3 pl-0 sm:pl-8">
          <fieldset aria-describedby={missingCondition ? conditionErrorId : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-800">
              Durumu <span className="sr-only">({equipment.serial_number})</span>
              <span aria-hidden="true" className="text-red-600">
                {' '}
                *
              </span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {RETURN_CONDITIONS.map((condition) => (
                <label
                  key={condition}
                  className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${
                    item.condition === condition ? CHOSEN_TONE[condition] : 'border-slate-300 bg-white text-slate-800'
                  }`}
                >
                  <input
                    type="radio"
                    name={`condition-${item.id}`}
                    value={condition}
                    checked={item.condition === condition}
                    onChange={() => onChange({ condition })}
                    className="size-4 accent-blue-700"
                  />
                  {RETURN_CONDITION_LABELS[condition]}
                </label>
              ))}
            </div>
            {item.condition ? <p className="mt-1 text-xs text-slate-600">{CONDITION_HINT[item.condition]}</p> : null}
            {missingCondition ? (
              <p id={conditionErrorId} role="alert" className="mt-1 text-sm text-red-700">
                {CONDITION_MESSAGE}
              </p>
            ) : null}
          </fieldset>
          <TextareaField
            label={`${item.condition === 'damaged' ? 'Hasar notu' : 'Not (isteğe bağlı)'} — ${equipment.serial_number}`}
            required={item.condition === 'damaged'}
            error={missingNote ? DAMAGE_NOTE_MISSING : undefined}
            rows={2}
            maxLength={RETURN_NOTE_MAX}
            value={item.note}
            placeholder={
              item.condition === 'damaged' ? 'Hasarı kısaca yazın' : item.condition === 'missing_parts' ? 'Eksik parçaları yazın' : ''
            }
            onChange={(e) => onChange({ note: e.target.value })}
          />
          <PhotoPicker
            label={`Durum fotoğrafları — ${equipment.serial_number}`}
            photos={photos}
            onChange={onPhotos}
            max={PHOTO_LIMITS.returnItem}
          />
        </div>
      ) : null}
    </li>
  );
}
