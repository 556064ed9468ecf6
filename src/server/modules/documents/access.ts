// Who may read a document beyond its validity and number: the readers of its records' screens,
// within their warehouses (docs/documents.md).
import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentKind } from '@shared/documents';
import type { PermissionName } from '@shared/permissions';
import type { Db } from '@server/db/client';
import { documentMembers } from '@server/db/documents-schema';
import * as s from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { inScope, warehouseScope } from '@server/http/guard';
import type { DocumentRow } from './content';

export const DOCUMENT_READERS: Record<DocumentKind, readonly PermissionName[]> = {
  handover: ['view_field_equipment', 'view_workers'],
  return: ['view_field_equipment', 'view_workers'],
  clearance: ['view_workers', 'view_field_equipment'],
  transfer: ['view_transfers'],
  fault: ['view_malfunctions'],
  count: ['manage_stocktake'],
  stock_issue: ['view_stock', 'issue_stock', 'view_workers'],
};

/** Every permission that reads some document: the gate of the calls that print one. */
export const ANY_DOCUMENT_READER: PermissionName[] = [...new Set(Object.values(DOCUMENT_READERS).flat())];

/** A transfer belongs to both its warehouses; everything else to the one it was made in (a clearance to none). */
async function transferDestinations(db: Db, doc: DocumentRow): Promise<Array<string | null>> {
  if (doc.kind !== 'transfer') return [];
  const rows = await db
    .select({ to: s.transfers.to_warehouse_id })
    .from(s.transfers)
    .where(
      inArray(
        s.transfers.id,
        db
          .select({ id: documentMembers.entity_id })
          .from(documentMembers)
          .where(and(eq(documentMembers.document_id, doc.id))),
      ),
    );
  return rows.map((r) => r.to);
}

export async function mayReadDocument(db: Db, user: AuthUser | null, doc: DocumentRow): Promise<boolean> {
  if (!user) return false;
  if (!DOCUMENT_READERS[doc.kind as DocumentKind].some((p) => user.permissions.includes(p))) return false;
  if (warehouseScope(user) === null || doc.warehouse_id === null) return true;
  if (inScope(user, doc.warehouse_id)) return true;
  return (await transferDestinations(db, doc)).some((w) => inScope(user, w));
}
