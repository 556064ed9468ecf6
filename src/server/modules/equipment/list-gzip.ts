// The gzipped equipment list kept up to date block by block instead of rebuilt: the rows are cut
// into blocks counted from the oldest (new items only ever touch the newest block), each block's
// JSON is compressed once and kept under a fingerprint of its rows (a digest the database makes of
// the id and change time of each, plus the version of the names the rows carry). A change to one item rebuilds and recompresses
// only its block; the answer is the kept blocks joined into one gzip member (gzip-blocks.ts).
// A row's change time moves with every write, so a block is never served stale, even while the
// list's version has not settled.
import { createHash } from 'node:crypto';
import type { Db } from '@server/db/client';
import type { AuthUser } from '@server/http/context';
import { assembleGzip, gzipBlock, gzipBlockSync, type GzipBlock } from '@server/http/gzip-blocks';
import { equipmentBlockJson, equipmentListBlocks, equipmentNamesVersion, type ListFilter } from './equipment.service';

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
  const [blocks, names] = await Promise.all([equipmentListBlocks(db, user, filter, blockRows), equipmentNamesVersion(db)]);
  const trusted = names.age > NAMES_SETTLE_SECONDS;
  const previous = (trusted && kept.get(key)) || new Map<string, GzipBlock>();
  const next = new Map<string, GzipBlock>();
  const parts: GzipBlock[] = [OPEN];
  for (const { b, n, h } of blocks) {
    const fingerprint = createHash('sha1').update(`${names.version}|${b}|${n}|${h}`).digest('base64url');
    let block = previous.get(fingerprint);
    if (block) listBlockStats.reused++;
    else {
      listBlockStats.built++;
      block = await gzipBlock(await equipmentBlockJson(db, user, filter, blockRows, b));
    }
    next.set(fingerprint, block);
    // A block whose rows were all deleted since the digests were read adds nothing (not even a comma).
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
