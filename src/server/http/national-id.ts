// The national id on a need-to-know basis (docs/documents.md): whole for readers holding
// `view_national_id`, else '•••••••8170' — in every list, detail and export the server writes.
// Pickers never carry it at all.
import { sql, type SQL } from 'drizzle-orm';
import { isMaskedNationalId, maskNationalId } from '@shared/documents';
import { maskedNationalIdRaw } from '../db/sql';
import type { AuthUser } from './context';
import { badRequest } from './errors';
import { can } from './guard';

export function seesNationalId(user: AuthUser): boolean {
  return can(user, 'view_national_id');
}

/** The id as `user` may read it. */
export function nationalIdFor(user: AuthUser, tcNo: string | null | undefined): string {
  return seesNationalId(user) ? (tcNo ?? '') : maskNationalId(tcNo);
}

/** The same in SQL, over a column named in SQL text ('wk.tc_no'). */
export function nationalIdSql(column: string, reveal: boolean): SQL {
  return sql.raw(reveal ? column : maskedNationalIdRaw(column));
}

/** A row (a worker, a user) with its national id as `user` may read it. */
export function asSeenBy<T extends { tc_no: string }>(user: AuthUser, row: T): T {
  return { ...row, tc_no: nationalIdFor(user, row.tc_no) };
}

/**
 * The id an edit keeps: a masked one (the editor saw it so) stands for the stored id, and must be
 * the stored id's own mask; a whole one replaces it.
 */
export function keptNationalId(sent: string, stored: string): string {
  if (!isMaskedNationalId(sent)) return sent;
  if (sent !== maskNationalId(stored)) throw badRequest('Geçerli bir TC Kimlik No giriniz (11 haneli)');
  return stored;
}
