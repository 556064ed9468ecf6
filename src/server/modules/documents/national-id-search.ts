// The search by national id for readers who see it masked (docs/documents.md): only a whole,
// exact id finds anyone, so the masked lists never become a way to guess one digit at a time.
import { eq } from 'drizzle-orm';
import type { NationalIdSearchAnswer } from '@shared/document-types';
import type { Db } from '@server/db/client';
import * as s from '@server/db/schema';

export async function findByNationalId(db: Db, tcNo: string, lists: { workers: boolean; users: boolean }): Promise<NationalIdSearchAnswer> {
  const workers = lists.workers ? await db.select({ id: s.workers.id }).from(s.workers).where(eq(s.workers.tc_no, tcNo)) : [];
  const users = lists.users ? await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.tc_no, tcNo)) : [];
  return { worker_ids: workers.map((w) => w.id), user_ids: users.map((u) => u.id) };
}
