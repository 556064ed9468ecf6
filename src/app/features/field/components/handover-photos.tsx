// Condition photos at a hand-over (docs/equipment-care.md "Photos"): in the issue form, each chosen
// item may get up to three, at most ten in one signing, taken with the camera or chosen from files
// and reduced on the device at once (the shared PhotoPicker, like a return's). Each item's photos
// travel in its own POST /field-equipment, so they wait in the outbox with it and land once. On the
// hand-over's page, each record's photos as thumbnails.
import { useState } from 'react';
import { PhotoPicker } from '@app/components/photos/photo-picker';
import { PhotoThumbs } from '@app/components/photos/photo-thumbs';
import type { ReducedPhoto } from '@app/lib/photos/reduce-photo';
import type { HandoverItem } from '@shared/api-types';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@shared/photos';
import { FormAlert } from '@app/components/field';

export interface PhotoItem {
  id: string;
  title: string;
  serial_number: string;
}

/** The form's photo part: its section, a check before sending, each item's photos for its request. */
export function useHandoverPhotos(items: readonly PhotoItem[]) {
  const [photos, setPhotos] = useState<Record<string, ReducedPhoto[]>>({});
  const [error, setError] = useState<string | null>(null);
  const chosen = (id: string) => photos[id] ?? [];
  const total = items.reduce((n, item) => n + chosen(item.id).length, 0);

  const section =
    items.length > 0 ? (
      <section className="flex flex-col gap-3" aria-labelledby="handover-photos-title" data-testid="handover-photos">
        <h3 id="handover-photos-title" className="text-sm font-semibold text-slate-900">
          Durum Fotoğrafları{' '}
          <span className="font-normal text-slate-500">
            (isteğe bağlı; ekipman başına en fazla {PHOTO_LIMITS.handoverItem}, toplam {PHOTO_LIMITS.handoverBatch})
          </span>
        </h3>
        {items.map((item) => (
          <PhotoPicker
            key={item.id}
            label={`${item.title} · ${item.serial_number}`}
            note={`en fazla ${PHOTO_LIMITS.handoverItem}`}
            photos={chosen(item.id)}
            max={PHOTO_LIMITS.handoverItem}
            onChange={(list) => {
              setError(null);
              setPhotos((all) => ({ ...all, [item.id]: list }));
            }}
          />
        ))}
        <FormAlert message={error} />
      </section>
    ) : null;

  return {
    section,
    /** False (and says why) when the signing carries more photos than one hand-over may. */
    check(): boolean {
      const problem = total > PHOTO_LIMITS.handoverBatch ? PHOTO_MESSAGES.handoverBatchCount : null;
      setError(problem);
      return problem === null;
    },
    /** The chosen items' photos as the data URLs their requests carry. */
    request(): { photos: Record<string, string[]> } {
      return { photos: Object.fromEntries(items.map((item) => [item.id, chosen(item.id).map((p) => p.dataUrl)])) };
    },
    reset() {
      setPhotos({});
      setError(null);
    },
  };
}

/** The records of the signing that carry condition photos (a record from the device's copy has none). */
export const itemsWithPhotos = (items: readonly HandoverItem[]) => items.filter((item) => (item.photos ?? []).length > 0);

/** The hand-over's condition photos on its page, per record of the signing. */
export function HandoverPhotoList({ items }: { items: readonly HandoverItem[] }) {
  return (
    <ul className="flex flex-col gap-4 text-sm" data-testid="handover-photos-shown">
      {itemsWithPhotos(items).map((item) => (
        <li key={item.id} className="flex flex-col gap-2">
          <span className="font-medium text-slate-900">
            {item.equipment.brand.name} {item.equipment.model} · {item.equipment.serial_number}
          </span>
          <PhotoThumbs photos={item.photos} />
        </li>
      ))}
    </ul>
  );
}
