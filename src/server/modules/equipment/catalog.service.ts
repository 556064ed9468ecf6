// Brands and categories: the same small catalog twice. Names are unique regardless of case
// (the lower(name) unique index backs the check up).
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { audit, recordDeletion } from '@server/db/audit';
import { brands, categories, equipment } from '@server/db/schema';
import type { AuthUser } from '@server/http/context';
import { conflict, notFound, pgErrorCode } from '@server/http/errors';
import type { NamedInput } from '@shared/schemas/inventory';
import { nameKey } from '@shared/search';
import { sortByName } from '@shared/collation';
import type { CatalogRow as CatalogAnswer } from '@shared/api-types';
import { equipmentCount } from './equipment-count';

export type CatalogRow = CatalogAnswer<Date>;

export interface CatalogKind {
  table: typeof brands | typeof categories;
  tableName: 'brands' | 'categories';
  entity: 'brand' | 'category';
  column: typeof equipment.brand_id | typeof equipment.category_id;
  notFound: string;
  duplicate: (name: string) => string;
  inUse: (name: string, count: number) => string;
}

export const BRAND: CatalogKind = {
  table: brands,
  tableName: 'brands',
  entity: 'brand',
  column: equipment.brand_id,
  notFound: 'Marka bulunamadı.',
  duplicate: (name) => `"${name}" adında bir marka zaten mevcut.`,
  inUse: (name, count) => `"${name}" markası ${count} ekipmanda kullanıldığı için silinemez.`,
};

export const CATEGORY: CatalogKind = {
  table: categories,
  tableName: 'categories',
  entity: 'category',
  column: equipment.category_id,
  notFound: 'Kategori bulunamadı.',
  duplicate: (name) => `"${name}" adında bir kategori zaten mevcut.`,
  inUse: (name, count) => `"${name}" kategorisi ${count} ekipmanda kullanıldığı için silinemez.`,
};

export async function listCatalog(db: Db, kind: CatalogKind, since?: string): Promise<CatalogRow[]> {
  const t = kind.table;
  const rows = await db
    .select()
    .from(t)
    .where(since ? gt(t.updated_at, new Date(since)) : undefined)
    .orderBy(asc(t.name));
  // Turkish order in code: the database may sort by bytes (C locale, PGlite).
  return sortByName(rows);
}

async function assertFree(db: Db, kind: CatalogKind, name: string, exceptId?: string) {
  const t = kind.table;
  // Catalogs are small: comparing in Node gives Turkish case rules the database collation lacks.
  const key = nameKey(name);
  const rows = await db.select({ id: t.id, name: t.name }).from(t);
  if (rows.some((r) => r.id !== exceptId && nameKey(r.name) === key)) throw conflict(kind.duplicate(name));
}

function duplicateRace(kind: CatalogKind, name: string, error: unknown): never {
  if (pgErrorCode(error) === '23505') throw conflict(kind.duplicate(name));
  throw error;
}

export async function createCatalogItem(db: Db, kind: CatalogKind, user: AuthUser, input: NamedInput): Promise<CatalogRow> {
  await assertFree(db, kind, input.name);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(kind.table).values({ name: input.name }).returning();
      await audit(tx, { userId: user.id, action: 'create', entity: kind.entity, entityId: row!.id, after: row });
      return row!;
    });
  } catch (error) {
    duplicateRace(kind, input.name, error);
  }
}

export async function updateCatalogItem(db: Db, kind: CatalogKind, user: AuthUser, id: string, input: NamedInput): Promise<CatalogRow> {
  const t = kind.table;
  await assertFree(db, kind, input.name, id);
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      if (!before) throw notFound(kind.notFound);
      const [after] = await tx.update(t).set({ name: input.name, updated_at: new Date() }).where(eq(t.id, id)).returning();
      await audit(tx, { userId: user.id, action: 'update', entity: kind.entity, entityId: id, before, after });
      return after!;
    });
  } catch (error) {
    duplicateRace(kind, input.name, error);
  }
}

export async function deleteCatalogItem(db: Db, kind: CatalogKind, user: AuthUser, id: string): Promise<void> {
  const t = kind.table;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound(kind.notFound);
    const used = await equipmentCount(tx, eq(kind.column, id));
    if (used > 0) throw conflict(kind.inUse(before.name, used));
    await tx.delete(t).where(eq(t.id, id));
    await recordDeletion(tx, kind.tableName, id);
    await audit(tx, { userId: user.id, action: 'delete', entity: kind.entity, entityId: id, before });
  });
}
