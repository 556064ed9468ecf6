// /api/photos/:id (a photo's bytes, and removing an item's photo) and /api/equipment/:id/photos
// (an item's photos). A fault report's and a return's photos arrive with the record
// (POST /broken-equipment, POST /field-equipment/returns). docs/equipment-care.md "Photos".
import { Hono } from 'hono';
import * as v from 'valibot';
import { NOT_FOUND } from '@shared/not-found';
import { PHOTO_MESSAGES, photoText } from '@shared/photos';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, KB, pathId } from '@server/http/route-input';
import { checkPhoto } from './photo-file';
import { placePhotos, photoStoreFor } from './photo-store';
import { addItemPhoto, deletePhoto, listItemPhotos, photoEtag, readPhoto } from './photos.service';
import { answer } from '@server/http/answer';
import { MessageAnswer } from '@server/http/answers/common';
import { PhotosByIdGetAnswer, EquipmentPhotosByIdPhotosGetAnswer } from '@server/http/answers/photos';
import { PhotoRefAnswer } from '@server/http/answers/shared-photos';

export const photosRoutes = new Hono<AppEnv>();

// The browser may keep the answer but asks every time (`no-cache`): it is 304 only after the same
// check of the user's warehouses, so a shared tablet's next user sees nothing from its cache.
const CACHING = { 'cache-control': 'private, no-cache', vary: 'Authorization' } as const;

/** The browser's copy is current: compression may have made the tag it holds weak (W/). */
const revalidated = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

// The bytes as a data URL in JSON, like a check's certificate: the app tells its server's answers
// by their media type, so a bare image would read as a captive portal's page.
photosRoutes.get(
  '/:id',
  requirePermission('view_equipment', 'view_field_equipment', 'view_malfunctions'),
  pathId(PHOTO_MESSAGES.notFound),
  answer(PhotosByIdGetAnswer),
  async (c) => {
    const id = c.req.valid('param').id;
    const etag = await photoEtag(c.get('db'), c.get('user'), id);
    if (revalidated(c.req.header('if-none-match'), etag)) return c.body(null, 304, { ...CACHING, etag });
    const photo = await readPhoto(c.get('db'), c.get('user'), id, photoStoreFor(c.get('config').photoStore));
    return c.json({ id, type: photo.type, data: `data:${photo.type};base64,${photo.bytes.toString('base64')}` }, 200, {
      ...CACHING,
      etag: photo.etag,
    });
  },
);

photosRoutes.delete('/:id', requirePermission('edit_equipment'), pathId(PHOTO_MESSAGES.notFound), answer(MessageAnswer), async (c) => {
  await deletePhoto(c.get('db'), c.get('user'), c.req.valid('param').id, photoStoreFor(c.get('config').photoStore));
  return c.json({ message: 'Fotoğraf silindi.' });
});

/** Mounted at /equipment beside the item's other histories. */
export const equipmentPhotosRoutes = new Hono<AppEnv>();

const ItemPhotoSchema = v.object({ photo: photoText });

equipmentPhotosRoutes.get(
  '/:id/photos',
  requirePermission('view_equipment'),
  pathId(NOT_FOUND.equipment),
  answer(EquipmentPhotosByIdPhotosGetAnswer),
  async (c) => {
    return c.json(await listItemPhotos(c.get('db'), c.get('user'), c.req.valid('param').id));
  },
);

equipmentPhotosRoutes.post(
  '/:id/photos',
  requirePermission('edit_equipment'),
  pathId(NOT_FOUND.equipment),
  // One photo of ≤ 300 KB, base64 (a larger one is told its limit by checkPhoto).
  body(ItemPhotoSchema, { bytes: 512 * KB }),
  answer(PhotoRefAnswer, 201),
  async (c) => {
    const [photo] = await placePhotos(photoStoreFor(c.get('config').photoStore), [checkPhoto(c.req.valid('json').photo)]);
    return c.json(await addItemPhoto(c.get('db'), c.get('user'), c.req.valid('param').id, photo!), 201);
  },
);
