import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { Readable } from 'node:stream';
import { createGunzip, createGzip, gzip } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { EquipmentSchema } from '@shared/schemas/inventory';
import { EQUIPMENT_STATUSES } from '@shared/status';
import { isUuid } from '@shared/schemas/fields';
import type { AppEnv } from '@server/http/context';
import { deletedSince, deltaClock } from '@server/http/delta';
import { badRequest } from '@server/http/errors';
import { requirePermission } from '@server/http/guard';
import { FewAtOnce } from '@server/http/few-at-once';
import { decodeCursor, encodeCursor, jsonText, pageParams, wantsPage } from '@server/http/paging';
import { pageFieldEquipment } from '../field/field-equipment.service';
import { pageBrokenJson } from '../repairs/broken-equipment.service';
import { pageTransfersJson } from '../transfers/transfers.service';
import { idParam, parseBody, sinceParam } from '@server/http/validate';
import {
  brokenHistory,
  createEquipment,
  deleteEquipment,
  EQUIPMENT_NOT_FOUND,
  equipmentListVersion,
  fieldHistory,
  getEquipment,
  listEquipmentJson,
  listEquipmentJsonPieces,
  listEquipmentSlimJson,
  countEquipment,
  type SlimCursor,
  transferHistory,
  updateEquipment,
} from './equipment.service';
import { keptEquipmentList } from './equipment-list-cache';

export { listBuildStats } from './equipment-list-cache';

export const equipmentRoutes = new Hono<AppEnv>();

const gzipAsync = promisify(gzip);

/**
 * Sends prebuilt JSON text. Large answers are gzipped here on libuv's thread pool in one call
 * (measured: ~0.4 s for 100k rows, against ~5 s through the streaming /api compression), which
 * then leaves the response alone because it already carries Content-Encoding.
 */
async function sendJsonText(c: Context<AppEnv>, text: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=UTF-8', vary: 'Accept-Encoding' };
  if (text.length > 64 * 1024 && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    const body = await gzipAsync(text);
    return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), 200, { ...headers, 'content-encoding': 'gzip' });
  }
  return c.body(text, 200, headers);
}

// The list feeds the equipment screens, the pickers of hand-over, fault and transfer forms, the
// warehouse inventory and the dashboard (DESIGN.md §4).
const READ = ['view_equipment', 'view_dashboard', 'view_field_equipment', 'view_malfunctions', 'view_transfers', 'view_warehouses', 'manage_stocktake'] as const;

equipmentRoutes.get('/', requirePermission(...READ), async (c) => {
  const db = c.get('db');
  const user = c.get('user');
  // Optional narrowing (the warehouse inventory, pickers); the spec's client filters the full list itself.
  const warehouseId = c.req.query('warehouse_id') || undefined;
  if (warehouseId !== undefined && !isUuid(warehouseId)) throw badRequest('Geçersiz depo.');
  const status = c.req.query('status') || undefined;
  if (status !== undefined && !(EQUIPMENT_STATUSES as readonly string[]).includes(status)) throw badRequest('Geçersiz ekipman durumu.');
  const since = sinceParam(c);
  const filter = { warehouseId, status };
  const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  const jsonHeaders = { 'content-type': 'application/json; charset=UTF-8' };
  const send = (gzipped: Buffer, headers: Record<string, string>) =>
    acceptsGzip
      ? c.body(new Uint8Array(gzipped.buffer as ArrayBuffer, gzipped.byteOffset, gzipped.byteLength), 200, { ...jsonHeaders, 'content-encoding': 'gzip', ...headers })
      : // A client without gzip gets the bytes inflated on the way out, never held whole.
        c.body(Readable.toWeb(Readable.from([gzipped]).pipe(createGunzip())) as ReadableStream<Uint8Array>, 200, { ...jsonHeaders, ...headers });
  const slim = slimParams(c, since);
  if (slim && since && !slim.limit) {
    // A whole slim delta (a device far behind, or after a large import) is built a keyset piece at
    // a time and compressed as it comes: never one 100k-row value in PGlite or Node.
    const serverTime = deltaClock();
    const deleted = await deletedSince(db, 'equipment', since);
    const tail = `],"deleted":${JSON.stringify(deleted)},"server_time":${JSON.stringify(serverTime)},"next_cursor":null}`;
    return send(await gzipList(slimPieces(db, user, { ...filter, since }), '{"items":[', tail), { 'cache-control': 'no-store', vary: 'Authorization, Accept-Encoding' });
  }
  if (slim && since) {
    // The mirror's slim rows, optionally one keyset page at a time (docs/offline.md).
    const serverTime = deltaClock();
    const page = await listEquipmentSlimJson(db, user, { ...filter, since, after: slim.after, limit: slim.limit });
    // Deletions come with the first page only; rows deleted during a walk come with the next delta.
    const deleted = slim.after ? [] : await deletedSince(db, 'equipment', since);
    const next = slim.limit && page.count === slim.limit && page.last ? encodeCursor([page.last.updatedAt, page.last.id]) : null;
    // The first page of a walk says how many rows the walk will pass (the device's progress bar).
    const total = slim.limit && !slim.after ? `,"total":${next ? await countEquipment(db, user, { ...filter, since }) : page.count}` : '';
    return sendJsonText(
      c,
      `{"items":${page.body},"deleted":${JSON.stringify(deleted)},"server_time":${JSON.stringify(serverTime)},"next_cursor":${JSON.stringify(next)}${total}}`,
    );
  }
  if (since) {
    const serverTime = deltaClock();
    const deleted = await deletedSince(db, 'equipment', since);
    const tail = `],"deleted":${JSON.stringify(deleted)},"server_time":${JSON.stringify(serverTime)}}`;
    // A few changes (the usual delta) in one query on the updated_at index. A device far behind
    // is owed most of the list: built and compressed a keyset piece at a time, like the slim
    // delta, so ten of them at once never hold ten whole lists in memory.
    if ((await countEquipment(db, user, { ...filter, since })) <= deltaSettings.smallDelta) {
      const items = await listEquipmentJson(db, user, { ...filter, since });
      return sendJsonText(c, `{"items":${items}${tail.slice(1)}`);
    }
    return send(await gzipList(listEquipmentJsonPieces(db, user, { ...filter, since }), '{"items":[', tail), { 'cache-control': 'no-store', vary: 'Authorization, Accept-Encoding' });
  }
  // Revalidation: the browser sends back the ETag and gets 304 while nothing changed, so a
  // reload of a 100k-row list costs a few index lookups instead of building and sending it.
  const version = await equipmentListVersion(db);
  if (!version.settled) {
    // Changes are still landing: answer fresh, without an ETag and without caching.
    return send(await gzipList(listEquipmentJsonPieces(db, user, filter)), { 'cache-control': 'no-store', vary: 'Authorization, Accept-Encoding' });
  }
  const scope = JSON.stringify([user.warehouseIds, filter]);
  const etag = `W/"${createHash('sha1').update(JSON.stringify([version.version, scope])).digest('base64url')}"`;
  const cacheHeaders = { etag, 'cache-control': 'private, no-cache', vary: 'Authorization, Accept-Encoding' };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, cacheHeaders);
  // The list kept up to date block by block; requests arriving while it updates share the update.
  return send(await keptEquipmentList(db, user, filter, scope, version), cacheHeaders);
});

/** Deltas up to `smallDelta` rows are built in one query, larger ones in keyset pieces. */
export const deltaSettings = { smallDelta: 2000 };

/** Largest page of the slim list's walk. */
const MAX_SLIM_PAGE = 10_000;
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/;

/**
 * `fields=ids` (slim rows for the mirror), with `limit` (1–10,000) and `after` (the previous page's
 * `next_cursor`) for a paged walk. Undefined for the default answer; 400 for anything malformed.
 */
function slimParams(c: Context<AppEnv>, since: string | undefined): { limit?: number; after?: SlimCursor } | undefined {
  const fields = c.req.query('fields');
  const limitText = c.req.query('limit');
  const afterText = c.req.query('after');
  if (fields === undefined && limitText === undefined && afterText === undefined) return undefined;
  if (fields !== 'ids') throw badRequest('Geçersiz fields parametresi.');
  if (!since) throw badRequest('fields=ids yalnızca since parametresiyle kullanılabilir.');
  let limit: number | undefined;
  if (limitText !== undefined) {
    limit = Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SLIM_PAGE) throw badRequest(`Sayfa boyutu 1 ile ${MAX_SLIM_PAGE.toLocaleString('tr-TR')} arasında olmalıdır.`);
  }
  if (afterText === undefined || afterText === '') return { limit };
  const values = decodeCursor(afterText);
  const [updatedAt, id] = values;
  if (values.length !== 2 || !updatedAt || !id || !PG_TIMESTAMP.test(updatedAt) || !isUuid(id)) throw badRequest('Geçersiz sayfa imleci.');
  return { limit, after: { updatedAt, id } };
}

/** The slim rows in keyset pieces of 5,000, in the walk's order ((updated_at, id)). */
async function* slimPieces(db: AppEnv['Variables']['db'], user: AppEnv['Variables']['user'], filter: Parameters<typeof listEquipmentSlimJson>[2]): AsyncGenerator<string> {
  const PIECE = 5000;
  let after: SlimCursor | undefined;
  for (;;) {
    const page = await listEquipmentSlimJson(db, user, { ...filter, after, limit: PIECE });
    if (page.count > 0) yield page.body.slice(1, -1);
    if (page.count < PIECE || !page.last) return;
    after = page.last;
  }
}

/** `[` piece `,` piece … `]` through gzip as the pieces arrive: only the compressed bytes are kept. */
// Whole lists built for one request (deltas, the unsettled list) two at a time: they take turns on
// PGlite's one connection anyway, and ten side by side held ten lists' pieces at once (1.1 GB of
// RSS for ten devices a month behind; docs/performance.md).
const wholeLists = new FewAtOnce(2);

function gzipList(pieces: AsyncIterable<string>, open = '[', close = ']'): Promise<Buffer> {
  return wholeLists.run(() => gzipPieces(pieces, open, close));
}

async function gzipPieces(pieces: AsyncIterable<string>, open: string, close: string): Promise<Buffer> {
  const zip = createGzip({ level: 6 });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    zip.once('end', () => resolve());
    zip.once('error', reject);
  });
  const write = (text: string) => new Promise<void>((resolve) => (zip.write(text) ? resolve() : zip.once('drain', () => resolve())));
  let first = true;
  await write(open);
  for await (const piece of pieces) {
    await write(first ? piece : `,${piece}`);
    first = false;
  }
  zip.end(close);
  await done;
  return Buffer.concat(chunks);
}

equipmentRoutes.get('/:id', requirePermission(...READ), async (c) => {
  return c.json(await getEquipment(c.get('db'), c.get('user'), idParam(c, 'id', EQUIPMENT_NOT_FOUND)));
});

// With `?limit=` each history answers one page with its counts (the item's page asks for 10).
equipmentRoutes.get('/:id/field-history', requirePermission('view_equipment'), async (c) => {
  const id = idParam(c, 'id', EQUIPMENT_NOT_FOUND);
  if (wantsPage(c)) {
    await getEquipment(c.get('db'), c.get('user'), id);
    return c.json(await pageFieldEquipment(c.get('db'), c.get('user'), { equipmentId: id }, pageParams(c)));
  }
  return c.json(await fieldHistory(c.get('db'), c.get('user'), id));
});

equipmentRoutes.get('/:id/broken-history', requirePermission('view_equipment'), async (c) => {
  const id = idParam(c, 'id', EQUIPMENT_NOT_FOUND);
  if (wantsPage(c)) {
    await getEquipment(c.get('db'), c.get('user'), id);
    return jsonText(c, await pageBrokenJson(c.get('db'), c.get('user'), { equipmentId: id }, pageParams(c)));
  }
  return c.json(await brokenHistory(c.get('db'), c.get('user'), id));
});

equipmentRoutes.get('/:id/transfer-history', requirePermission('view_equipment'), async (c) => {
  const id = idParam(c, 'id', EQUIPMENT_NOT_FOUND);
  if (wantsPage(c)) {
    await getEquipment(c.get('db'), c.get('user'), id);
    return jsonText(c, await pageTransfersJson(c.get('db'), c.get('user'), { equipmentId: id }, pageParams(c)));
  }
  return c.json(await transferHistory(c.get('db'), c.get('user'), id));
});

equipmentRoutes.post('/', requirePermission('create_equipment'), async (c) => {
  const input = await parseBody(c, EquipmentSchema);
  return c.json(await createEquipment(c.get('db'), c.get('user'), input), 201);
});

equipmentRoutes.put('/:id', requirePermission('edit_equipment'), async (c) => {
  const id = idParam(c, 'id', EQUIPMENT_NOT_FOUND);
  const input = await parseBody(c, EquipmentSchema);
  return c.json(await updateEquipment(c.get('db'), c.get('user'), id, input));
});

equipmentRoutes.delete('/:id', requirePermission('delete_equipment'), async (c) => {
  const id = idParam(c, 'id', EQUIPMENT_NOT_FOUND);
  await deleteEquipment(c.get('db'), c.get('user'), id);
  return c.json({ message: 'Ekipman başarıyla silindi.' });
});
