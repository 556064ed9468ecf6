// Numbers records written without the moves (the demo and large seeds insert rows directly) with
// the database's `number_records` (migration 0025), which calls the same `open_document` as every
// move: one document per hand-over batch, return group, transfer, report and count, in the order
// they were made, after the numbers already given. `seal` also writes their proofs (the small demo
// data), one document at a time.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { documents } from '@server/db/documents-schema';
import { queryRows } from '@server/db/sql';
import { seal } from './document-store';

export async function numberRecords(database: Database, options: { seal: boolean }): Promise<number> {
  const db = database.db;
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select number_records() as n`);
  if (options.seal) {
    const open = await db.select().from(documents).where(eq(documents.revision, 0));
    const closedCounts = new Set(
      (
        await queryRows<{ id: string }>(
          db,
          sql`select d.id from documents d join stocktake_sessions s on s.id = d.source_id where d.kind = 'count' and s.status = 'closed'`,
        )
      ).map((r) => r.id),
    );
    // A count is sealed when it closes: an open one waits.
    for (const doc of open) {
      if (doc.kind === 'count' && !closedCounts.has(doc.id)) continue;
      await db.transaction((tx) => seal(tx, doc).then(() => undefined));
    }
  }
  return Number(n);
}
