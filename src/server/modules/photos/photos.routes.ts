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
import { addItemPhoto, deletePhoto, listItemPhotos, photoEtag, readPhoto } from './photos.service';

export const photosRoutes = new Hono<AppEnv>();

// The browser may keep the bytes but asks every time (`no-cache`): the answer is 304 only after
// the same check of the user's warehouses, so a shared tablet's next user sees none from its cache.
const CACHING = { 'cache-control': 'private, no-cache', vary: 'Authorization' } as const;

photosRoutes.get(
  '/:id',
  requirePermission('view_equipment', 'view_field_equipment', 'view_malfunctions'),
  pathId(PHOTO_MESSAGES.notFound),
  async (c) => {
    const id = c.req.valid('param').id;
    const etag = await photoEtag(c.get('db'), c.get('user'), id);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ...CACHING, etag });
    const photo = await readPhoto(c.get('db'), c.get('user'), id);
    return c.body(new Uint8Array(photo.bytes), 200, {
      ...CACHING,
      etag: photo.etag,
      'content-type': photo.type,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  },
);

photosRoutes.delete('/:id', requirePermission('edit_equipment'), pathId(PHOTO_MESSAGES.notFound), async (c) => {
  await deletePhoto(c.get('db'), c.get('user'), c.req.valid('param').id);
  return c.json({ message: 'Fotoğraf silindi.' });
});

/** Mounted at /equipment beside the item's other histories. */
export const equipmentPhotosRoutes = new Hono<AppEnv>();

const ItemPhotoSchema = v.object({ photo: photoText });

equipmentPhotosRoutes.get('/:id/photos', requirePermission('view_equipment'), pathId(NOT_FOUND.equipment), async (c) => {
  return c.json(await listItemPhotos(c.get('db'), c.get('user'), c.req.valid('param').id));
});

equipmentPhotosRoutes.post(
  '/:id/photos',
  requirePermission('edit_equipment'),
  pathId(NOT_FOUND.equipment),
  body(ItemPhotoSchema, { bytes: 512 * KB, message: PHOTO_MESSAGES.size }),
  async (c) => {
    const photo = checkPhoto(c.req.valid('json').photo);
    return c.json(await addItemPhoto(c.get('db'), c.get('user'), c.req.valid('param').id, photo), 201);
  },
);
