// Photos chosen for a record before it is sent (a fault's damage, a return's condition, an item):
// taken with the device's camera ('Fotoğraf Çek', `capture="environment"`) or chosen from files,
// each reduced on the device at once (≤ 300 KB, ≤ 1600 px, no EXIF; lib/photos/reduce-photo.ts), so
// that only the reduced photo is ever held, sent or queued. docs/equipment-care.md "Photos".
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '@app/components/button';
import { PHOTO_MESSAGES } from '@shared/photos';
import { photoSizeText } from '@app/lib/photos/photo-src';
import { reducePhoto, type ReducedPhoto } from '@app/lib/photos/reduce-photo';

export interface PhotoPickerProps {
  label: string;
  photos: readonly ReducedPhoto[];
  onChange: (photos: ReducedPhoto[]) => void;
  max: number;
  disabled?: boolean;
  /** Beside the label; default 'isteğe bağlı, en fazla N'. */
  note?: string;
}

// The native control's text follows the browser's language: Turkish labels stand in for it.
const CAMERA_BUTTON = 'cursor-pointer peer-focus-visible/camera:outline-2 peer-focus-visible/camera:outline-blue-600';
const FILE_BUTTON = 'cursor-pointer peer-focus-visible/file:outline-2 peer-focus-visible/file:outline-blue-600';

export function PhotoPicker({ label, photos, onChange, max, disabled, note }: PhotoPickerProps) {
  const id = useId();
  const [reducing, setReducing] = useState(false);
  const room = max - photos.length;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    if (files.length > room) toast.error(PHOTO_MESSAGES.count(max));
    setReducing(true);
    const added: ReducedPhoto[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        added.push(await reducePhoto(file));
      } catch {
        toast.error(PHOTO_MESSAGES.reduceFailed);
      }
    }
    setReducing(false);
    if (added.length) onChange([...photos, ...added]);
  };

  return (
    <div className="flex flex-col gap-2" data-testid="photo-picker">
      <p className="text-sm font-medium text-slate-700">
        {label} <span className="font-normal text-slate-500">({note ?? `isteğe bağlı, en fazla ${max}`})</span>
      </p>
      {photos.length ? (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={index} className="flex w-24 flex-col items-center gap-1">
              <img
                src={photo.dataUrl}
                alt={`Seçilen fotoğraf ${index + 1}`}
                data-testid="picked-photo"
                className="size-24 rounded-lg border border-slate-200 object-cover"
              />
              <span className="text-xs text-slate-600">{photoSizeText(photo.bytes)}</span>
              <button
                type="button"
                className="min-h-11 text-xs font-medium text-red-700 hover:underline"
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
              >
                Kaldır <span className="sr-only">(fotoğraf {index + 1})</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={`${id}-camera`}
            type="file"
            accept="image/*"
            capture="environment"
            className="peer/camera sr-only"
            disabled={disabled || reducing}
            onChange={(e) => void add(e)}
          />
          <label htmlFor={`${id}-camera`} className={buttonClasses('secondary', CAMERA_BUTTON)}>
            Fotoğraf Çek
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            multiple
            aria-label={`${label}: dosyadan seç`}
            className="peer/file sr-only"
            disabled={disabled || reducing}
            onChange={(e) => void add(e)}
          />
          <label htmlFor={`${id}-file`} className={buttonClasses('secondary', FILE_BUTTON)}>
            Dosyadan Seç
          </label>
        </div>
      ) : null}
      {reducing ? (
        <p role="status" className="text-xs text-slate-600">
          Fotoğraf küçültülüyor…
        </p>
      ) : null}
    </div>
  );
}
