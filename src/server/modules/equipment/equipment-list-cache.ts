// The full equipment list kept up to date by the writes instead of rebuilt (docs/performance.md).
//
// The list (newest first) is cut into blocks of about 2,000 rows; each block's JSON is compressed
// once and kept with the key of its last row. After a change, the rows written since the kept
// version (and the rows naming a brand, category, depot or user written since) are located by
// their creation time, and only the blocks holding them are built again; the answer is the kept
// blocks joined into one gzip member without compressing anything twice (`http/gzip-join.ts`).
// A hand-over touching one item costs one block instead of 100k rows.
//
// A block is built again whole, from the database, so a block is never patched by guesswork. The
// whole list is built again instead when the kept version cannot be continued exactly: an item was
// deleted, a newest-change time went backwards, too many blocks
// changed, or the kept list is older than `FULL_BUILD_AGE_MS` (a bound on anything missed by a
// write that committed late with an older time; versions are trusted only once settled anyway).
import type { Db } from '@server/db/client';
import type { AuthUser } from '@server/http/context';
import { gzipPiece, joinGzip, type GzipPiece } from '@server/http/gzip-join';
import { SingleFlight } from '@server/http/single-flight';
import {
  comesAfter,
  equipmentChangedKeys,
  listEquipmentRange,
  type EquipmentListVersion,
  type ListFilter,
  type ListKey,
  type ListMaxima,
} from './equipment.service';

const FULL_BUILD_AGE_MS = 15 * 60 * 1000;
/** More changed rows than this: building everything in one walk is cheaper than locating them. */
const MAX_CHANGED_ROWS = 20_000;
const CACHED_LISTS = 4;

interface Block {
  rows: number;
  /** The key of the block's last row, or the bound of its range (it may have lost rows since). */
  last: ListKey;
  piece: GzipPiece;
}

interface KeptList {
  version: EquipmentListVersion;
  blocks: Block[];
  fullBuildAt: number;
  body: Buffer;
}

const punctuation = { open: gzipPiece('['), comma: gzipPiece(','), close: gzipPiece(']') };

/** One database's kept lists (one per server, made with its database: `caches.ts`). */
export class KeptLists {
  /** Rows per block (tests lower it to see many blocks in a small list). */
  readonly settings = { blockRows: 2000 };
  /** What the list builds cost so far (tests: ten concurrent first fetches share one). */
  readonly stats = { builds: 0, fullBuilds: 0, blocksBuilt: 0 };
  private readonly kept = new Map<string, KeptList>();
  private readonly refreshes = new SingleFlight<Buffer>();

  /**
   * The full list for a settled version, gzipped. `key` names the reader's scope and the filter;
   * concurrent calls for the same key and version share one refresh.
   */
  list(db: Db, user: AuthUser, filter: ListFilter, key: string, version: EquipmentListVersion): Promise<Buffer> {
    const current = this.kept.get(key);
    if (current && current.version.version === version.version) {
      this.remember(key, current);
      return Promise.resolve(current.body);
    }
    return this.refreshes.run(`${key}\n${version.version}`, async () => {
      this.stats.builds++;
      const previous = this.kept.get(key);
      let blocks = previous ? await this.continued(db, user, filter, previous, version) : undefined;
      let full = false;
      if (!blocks) {
        blocks = await this.buildRange(db, user, filter, null, null);
        full = true;
      }
      if (full) this.stats.fullBuilds++;
      const list: KeptList = {
        version,
        blocks,
        fullBuildAt: full || !previous ? Date.now() : previous.fullBuildAt,
        body: await compose(blocks),
      };
      this.remember(key, list);
      return list.body;
    });
  }

  /** Forgets every kept list (tests, and a database restored underneath). */
  forget(): void {
    this.kept.clear();
  }

  private remember(key: string, list: KeptList): void {
    this.kept.delete(key);
    this.kept.set(key, list);
    while (this.kept.size > CACHED_LISTS) this.kept.delete(this.kept.keys().next().value!);
  }

  /** The previous list's blocks brought up to `version`, or undefined when it must be built whole. */
  private async continued(
    db: Db,
    user: AuthUser,
    filter: ListFilter,
    previous: KeptList,
    version: EquipmentListVersion,
  ): Promise<Block[] | undefined> {
    if (Date.now() - previous.fullBuildAt > FULL_BUILD_AGE_MS) return undefined;
    if (!notBackwards(previous.version.maxima, version.maxima)) return undefined;
    if (version.maxima.deleted !== previous.version.maxima.deleted) return undefined;
    const changed = await equipmentChangedKeys(db, previous.version.maxima, MAX_CHANGED_ROWS + 1);
    if (changed.length > MAX_CHANGED_ROWS) return undefined;
    const blocks = [...previous.blocks];
    if (blocks.length === 0) return undefined;
    const dirty = new Set(changed.map((k) => blockOf(blocks, k)));
    if (dirty.size > blocks.length / 2) return undefined;
    // From the end, so the indexes of the blocks still to do stay valid.
    for (const i of [...dirty].sort((a, b) => b - a)) {
      const after = i > 0 ? blocks[i - 1]!.last : null;
      const through = i < blocks.length - 1 ? blocks[i]!.last : null;
      const rebuilt = await this.buildRange(db, user, filter, after, through);
      // A closed range keeps its bound, so the blocks after it keep theirs.
      const tail = rebuilt.at(-1);
      if (through && tail) tail.last = through;
      blocks.splice(i, 1, ...rebuilt);
    }
    return blocks;
  }

  private async buildRange(db: Db, user: AuthUser, filter: ListFilter, after: ListKey | null, through: ListKey | null): Promise<Block[]> {
    const blocks: Block[] = [];
    for await (const piece of listEquipmentRange(db, user, filter, { after, through }, this.settings.blockRows)) {
      blocks.push({ rows: piece.rows, last: piece.last, piece: await gzipPiece(piece.body) });
      this.stats.blocksBuilt++;
    }
    return blocks;
  }
}

/** The index of the block whose range holds `key` (the first whose last key is not before it). */
export function blockOf(blocks: ReadonlyArray<{ last: ListKey }>, key: ListKey): number {
  let low = 0;
  let high = blocks.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (comesAfter(key, blocks[mid]!.last)) low = mid + 1;
    else high = mid;
  }
  return low;
}

function notBackwards(before: ListMaxima, now: ListMaxima): boolean {
  return (Object.keys(before) as Array<keyof ListMaxima>).every((table) => {
    const a = before[table];
    const b = now[table];
    return a === null || (b !== null && BigInt(b) >= BigInt(a));
  });
}

async function compose(blocks: readonly Block[]): Promise<Buffer> {
  const [open, comma, close] = await Promise.all([punctuation.open, punctuation.comma, punctuation.close]);
  const pieces: GzipPiece[] = [open];
  blocks.forEach((block, i) => {
    if (i > 0) pieces.push(comma);
    pieces.push(block.piece);
  });
  pieces.push(close);
  return joinGzip(pieces);
}
