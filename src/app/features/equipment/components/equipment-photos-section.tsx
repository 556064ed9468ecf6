// 'Fotoğraflar' on the item's page (docs/equipment-care.md "Photos"): the item's photos as
// thumbnails; users holding `edit_equipment` add photos (camera or files, reduced on the device
// first) and remove them after a confirmation. Adding needs the server: it is not queued.
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { PhotoPicker } from '@app/components/photos/photo-picker';
import { PhotoThumbs } from '@app/components/photos/photo-thumbs';
import { errorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import type { ReducedPhoto } from '@app/lib/photos/reduce-photo';
import { PHOTO_LIMITS, type PhotoRef } from '@shared/photos';
import { useItemPhotos, useItemPhotoWrites } from '../api/equipment-photos';

export function EquipmentPhotosSection({ equipmentId }: { equipmentId: string }) {
  const photos = useItemPhotos(equipmentId);
  const { add, remove } = useItemPhotoWrites(equipmentId);
  const { can } = useSession();
  const [target, setTarget] = useState<PhotoRef | null>(null);
  const editor = can('edit_equipment');
  const list = photos.data ?? [];
  if (!editor && list.length === 0) return null;

  const upload = async (reduced: ReducedPhoto[]) => {
    for (const photo of reduced) {
      try {
        await add.mutateAsync(photo.dataUrl);
      } catch (error) {
        toast.error(errorMessage(error, 'Fotoğraf eklenemedi.'));
        return;
      }
    }
    toast.success(reduced.length > 1 ? `${reduced.length} fotoğraf eklendi.` : 'Fotoğraf eklendi.');
  };

  const confirmRemove = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.success('Fotoğraf silindi.');
      setTarget(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Fotoğraf silinemedi.'));
    }
  };

  return (
    <section aria-labelledby="photos-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="photos-heading" className="mb-3 text-base font-semibold text-slate-900">
        Fotoğraflar
      </h2>
      {list.length ? (
        <PhotoThumbs photos={list} onDelete={editor ? setTarget : undefined} />
      ) : (
        <p className="text-sm text-slate-500">Bu ekipmanın fotoğrafı yok.</p>
      )}
      {editor ? (
        <div className="mt-3">
          <PhotoPicker
            label="Fotoğraf Ekle"
            photos={[]}
            max={Math.max(0, PHOTO_LIMITS.item - list.length)}
            note={`bir ekipmana en fazla ${PHOTO_LIMITS.item}`}
            disabled={add.isPending}
            onChange={(reduced) => void upload(reduced)}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        title="Fotoğrafı Sil"
        message="Bu fotoğraf silinecek. Emin misiniz?"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setTarget(null)}
      />
    </section>
  );
}
