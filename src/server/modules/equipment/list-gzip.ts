// The gzipped equipment list kept up to date block by block instead of rebuilt: the rows are cut
// into blocks counted from the oldest (new items only ever touch the newest block), each block's
// JSON is compressed once and kept under a fingerprint of its rows (id and change time of each,
// plus the version of the names the rows carry). A change to one item rebuilds and recompresses
// only its block; the answer is the kept blocks joined into one gzip member (gzip-blocks.ts).
// A row's change time moves with every write, so a block is never served stale, even while the
// list's version has not settled.
import { createHash } from 'node:crypto';
import type { Db } from '@server/db/client';
import type { AuthUser } from '@server/http/context';
import { assembleGzip, gzipBlock, gzipBlockSync, type GzipBlock } from '@server/http/gzip-blocks';
import { equipmentListOrder, equipmentNamesVersion, equipmentRowsJson, type ListFilter } from './equipment.service';

const BLOCK_ROWS = 2000;
const KEPT_LISTS = 8;
/** Names changed this recently may still have a transaction committing behind them. */
const NAMES_SETTLE_SECONDS = 5;

const OPEN = gzipBlockSync('[');
const COMMA = gzipBlockSync(',');
const CLOSE = gzipBlockSync(']');

/** Per scope and filter: the blocks of the last build by fingerprint. */
const kept = new Map<string, Map<string, GzipBlock>>();

export const listBlockStats = { built: 0, reused: 0 };

export async function equipmentListGzip(db: Db, user: AuthUser, filter: ListFilter, key: string, blockRows = BLOCK_ROWS): Promise<Buffer> {
  const [order, names] = await Promise.all([equipmentListOrder(db, user, filter), equipmentNamesVersion(db)]);
  const trusted = names.age > NAMES_SETTLE_SECONDS;
  const previous = (trusted && kept.get(key)) || new Map<string, GzipBlock>();
  const next = new Map<string, GzipBlock>();
  const parts: GzipBlock[] = [OPEN];
  // Block boundaries counted from the oldest row, newest block first (the list's order).
  const firstSize = order.length % blockRows || blockRows;
  for (let start = 0; start < order.length; start = start === 0 ? firstSize : start + blockRows) {
    const rows = order.slice(start, start === 0 ? firstSize : start + blockRows);
    const hash = createHash('sha1').update(names.version);
    for (const r of rows) hash.update(`${r.id}|${r.u};`);
    const fingerprint = hash.digest('base64url');
    let block = previous.get(fingerprint);
    if (block) listBlockStats.reused++;
    else {
      listBlockStats.built++;
      block = await gzipBlock(await equipmentRowsJson(db, rows.map((r) => r.id)));
    }
    next.set(fingerprint, block);
    // A block whose rows were all deleted since the order was read adds nothing (not even a comma).
    if (block.length === 0) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(block);
  }
  parts.push(CLOSE);
  if (trusted) {
    kept.delete(key);
    kept.set(key, next);
    while (kept.size > KEPT_LISTS) kept.delete(kept.keys().next().value!);
  }
  return assembleGzip(parts);
}
