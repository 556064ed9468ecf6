// GET /equipment: one list, answered in one of four modes (docs/performance.md, docs/offline.md).
// `listMode` picks the mode from the query; each mode builds a `ListAnswer`; `sendListAnswer` is the
// one place that turns an answer into a response (gzip, headers, 304).
//
//   whole      no `since`: the whole list; revalidated by ETag, kept up to date block by block
//   delta      `since`: what changed since and the ids deleted since
//   slim-all   `fields=ids&since`: the mirror's slim rows, all of them
//   slim-page  `fields=ids&since&limit[&after]`: the mirror's slim rows, one keyset page
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip, createGzip, gzip } from 'node:zlib';
import type { Context } from 'hono';
import * as v from 'valibot';
import { isUuid } from '@shared/schemas/fields';
import { choiceParam, CURSOR_INVALID, integerParam, sinceParam, uuidParam, WAREHOUSE_FILTER_INVALID } from '@shared/schemas/list-query';
import { EQUIPMENT_STATUSES } from '@shared/status';
import type { Db } from '@server/db/client';
import type { AppEnv, AuthUser } from '@server/http/context';
import { encodeCursor, readCursor } from '@server/http/cursor';
import { deltaClock, deltaClose, deltaEnd } from '@server/http/delta';
import { badRequest } from '@server/http/errors';
import { FewAtOnce } from '@server/http/few-at-once';
import type { DbCaches } from '@server/caches';
import { equipmentChangedSince } from './equipment-delta';
import {
  countEquipment,
  equipmentListVersion,
  listEquipmentJsonPieces,
  listEquipmentSlimJson,
  type ListFilter,
  type SlimCursor,
} from './equipment.service';

/** Largest page of the slim list's walk. */
const MAX_SLIM_PAGE = 10_000;
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/;

/** The slim walk's cursor: the last row's `updated_at` (PostgreSQL's text) and id. */
function slimCursor(text: string): SlimCursor | null {
  const [updatedAt, id, ...rest] = readCursor(text) ?? [];
  return updatedAt && id && rest.length === 0 && PG_TIMESTAMP.test(updatedAt) && isUuid(id) ? { updatedAt, id } : null;
}

export const EquipmentListQuery = v.object({
  // Optional narrowing (the warehouse inventory, pickers); the spec's client filters the full list itself.
  warehouse_id: uuidParam(WAREHOUSE_FILTER_INVALID),
  status: choiceParam(EQUIPMENT_STATUSES, 'Geçersiz ekipman durumu.'),
  since: sinceParam,
  fields: choiceParam(['ids'], 'Geçersiz fields parametresi.'),
  limit: integerParam(1, MAX_SLIM_PAGE, `Sayfa boyutu 1 ile ${MAX_SLIM_PAGE.toLocaleString('tr-TR')} arasında olmalıdır.`),
  after: v.pipe(
    v.optional(v.string(CURSOR_INVALID)),
    v.check((text) => text === undefined || slimCursor(text) !== null, CURSOR_INVALID),
    v.transform((text) => (text === undefined ? undefined : (slimCursor(text) ?? undefined))),
  ),
});
type Query = v.InferOutput<typeof EquipmentListQuery>;

/** Deltas up to `smallDelta` rows are built in one query, larger ones in keyset pieces. */
export const deltaSettings = { smallDelta: 2000 };

export type ListMode = 'whole' | 'delta' | 'slim-all' | 'slim-page';

export function listMode(q: Query): ListMode {
  if (q.fields === undefined && q.limit === undefined && q.after === undefined) return q.since ? 'delta' : 'whole';
  if (q.fields !== 'ids') throw badRequest('Geçersiz fields parametresi.');
  if (!q.since) throw badRequest('fields=ids yalnızca since parametresiyle kullanılabilir.');
  return q.limit ? 'slim-page' : 'slim-all';
}

/** What a mode answers: JSON text, gzip bytes (sent as such, or inflated on the way out), or 304. */
type ListAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'gzip'; bytes: Buffer; headers: Record<string, string> }
  | { kind: 'not-modified'; headers: Record<string, string> };

interface ModeContext {
  db: Db;
  caches: DbCaches;
  user: AuthUser;
  filter: ListFilter;
  q: Query;
  ifNoneMatch: string | undefined;
}

const FRESH = { 'cache-control': 'no-store', vary: 'Authorization, Accept-Encoding' };

const MODES: Record<ListMode, (m: ModeContext) => Promise<ListAnswer>> = {
  // Revalidation: the browser sends back the ETag and gets 304 while nothing changed, so a reload
  // of a 100k-row list costs a few index lookups instead of building and sending it.
  whole: async ({ db, caches, user, filter, ifNoneMatch }) => {
    const version = await equipmentListVersion(db);
    // Changes are still landing: answer fresh, without an ETag and without caching.
    if (!version.settled) return { kind: 'gzip', bytes: await gzipList(listEquipmentJsonPieces(db, user, filter)), headers: FRESH };
    const scope = JSON.stringify([user.warehouseIds, filter]);
    const etag = `W/"${createHash('sha1')
      .update(JSON.stringify([version.version, scope]))
      .digest('base64url')}"`;
    const headers = { etag, 'cache-control': 'private, no-cache', vary: 'Authorization, Accept-Encoding' };
    if (ifNoneMatch === etag) return { kind: 'not-modified', headers };
    // The list kept up to date block by block; requests arriving while it updates share the update.
    return { kind: 'gzip', bytes: await caches.lists.list(db, user, filter, scope, version), headers };
  },
  // A few changes (the usual delta): which rows changed and which were deleted, then the changed
  // rows' JSON, kept by row version (equipment-delta.ts). A device far behind is owed most of the list: built and
  // compressed a keyset piece at a time, so ten of them at once never hold ten whole lists in memory.
  delta: async ({ db, caches, user, filter, q }) => {
    const since = q.since!;
    const serverTime = deltaClock();
    const changed = await equipmentChangedSince(db, user, { ...filter, since }, deltaSettings.smallDelta);
    const close = deltaEnd(changed.deleted, serverTime);
    if (changed.rows.length <= deltaSettings.smallDelta) {
      const items = changed.rows.length ? await caches.deltaRows.changedRowsJson(db, user, filter, changed) : '[]';
      return { kind: 'text', text: `{"items":${items}${close.slice(1)}` };
    }
    return {
      kind: 'gzip',
      bytes: await gzipList(listEquipmentJsonPieces(db, user, { ...filter, since }), '{"items":[', close),
      headers: FRESH,
    };
  },
  // A device's delta (what tablets ask every sync): a few rows, sent as they are. A whole slim
  // delta (a device far behind, or after a large import) is built a keyset piece at a time and
  // compressed as it comes: never one 100k-row value in PGlite or Node.
  'slim-all': async ({ db, user, filter, q }) => {
    const since = q.since!;
    const close = await deltaClose(db, 'equipment', since, ',"next_cursor":null');
    const first = await listEquipmentSlimJson(db, user, { ...filter, since, limit: SLIM_PIECE });
    if (first.count < SLIM_PIECE) return { kind: 'text', text: `{"items":${first.body}${close.slice(1)}` };
    return { kind: 'gzip', bytes: await gzipList(slimPieces(db, user, { ...filter, since }, first), '{"items":[', close), headers: FRESH };
  },
  // One keyset page of the mirror's slim rows; deletions come with the first page only (rows
  // deleted during a walk come with the next delta), and so does how many rows the walk will pass
  // (the device's progress bar).
  'slim-page': async ({ db, user, filter, q }) => {
    const since = q.since!;
    const limit = q.limit!;
    const first = q.after === undefined;
    const close = await deltaClose(db, 'equipment', first ? since : null);
    const page = await listEquipmentSlimJson(db, user, { ...filter, since, after: q.after, limit });
    const next = page.count === limit && page.last ? encodeCursor([page.last.updatedAt, page.last.id]) : null;
    const total = first ? `,"total":${next ? await countEquipment(db, user, { ...filter, since }) : page.count}` : '';
    return { kind: 'text', text: `{"items":${page.body}${close.slice(1, -1)},"next_cursor":${JSON.stringify(next)}${total}}` };
  },
};

/** The list's answer to this request. */
export async function equipmentListAnswer(c: Context<AppEnv>, q: Query): Promise<Response> {
  const filter: ListFilter = { warehouseId: q.warehouse_id, status: q.status };
  const answer = await MODES[listMode(q)]({
    db: c.get('db'),
    caches: c.get('caches'),
    user: c.get('user'),
    filter,
    q,
    ifNoneMatch: c.req.header('if-none-match'),
  });
  return sendListAnswer(c, answer);
}

const gzipAsync = promisify(gzip);
const JSON_TYPE = { 'content-type': 'application/json; charset=UTF-8' };

async function sendListAnswer(c: Context<AppEnv>, answer: ListAnswer): Promise<Response> {
  const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  switch (answer.kind) {
    case 'not-modified':
      return c.body(null, 304, answer.headers);
    case 'gzip':
      return acceptsGzip
        ? c.body(new Uint8Array(answer.bytes.buffer as ArrayBuffer, answer.bytes.byteOffset, answer.bytes.byteLength), 200, {
            ...JSON_TYPE,
            'content-encoding': 'gzip',
            ...answer.headers,
          })
        : // A client without gzip gets the bytes inflated on the way out, never held whole.
          c.body(Readable.toWeb(Readable.from([answer.bytes]).pipe(createGunzip())) as ReadableStream<Uint8Array>, 200, {
            ...JSON_TYPE,
            ...answer.headers,
          });
    case 'text': {
      // Large answers are gzipped here on libuv's thread pool in one call (~0.4 s for 100k rows,
      // against ~5 s through the streaming /api compression, which then leaves them alone).
      const headers = { ...JSON_TYPE, vary: 'Accept-Encoding' };
      if (answer.text.length > 64 * 1024 && acceptsGzip) {
        const bytes = await gzipAsync(answer.text);
        return c.body(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), 200, { ...headers, 'content-encoding': 'gzip' });
      }
      return c.body(answer.text, 200, headers);
    }
  }
}

/** Rows of a slim piece: a delta smaller than one is answered without pieces. */
const SLIM_PIECE = 5000;

/** The slim rows in keyset pieces of `SLIM_PIECE`, in the walk's order ((updated_at, id)), the first piece read already. */
async function* slimPieces(
  db: Db,
  user: AuthUser,
  filter: ListFilter,
  first: Awaited<ReturnType<typeof listEquipmentSlimJson>>,
): AsyncGenerator<string> {
  let page = first;
  for (;;) {
    if (page.count > 0) yield page.body.slice(1, -1);
    if (page.count < SLIM_PIECE || !page.last) return;
    page = await listEquipmentSlimJson(db, user, { ...filter, after: page.last, limit: SLIM_PIECE });
  }
}

// Whole lists built for one request (deltas, the unsettled list) two at a time: they take turns on
// PGlite's one connection anyway, and ten side by side held ten lists' pieces at once (1.1 GB of
// RSS for ten devices a month behind; docs/performance.md).
const wholeLists = new FewAtOnce(2);

/** `[` piece `,` piece … `]` through gzip as the pieces arrive: only the compressed bytes are kept. */
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
