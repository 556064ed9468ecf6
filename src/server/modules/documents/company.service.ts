// The company's details and its texts (docs/documents.md): every save is a new version and the old
// ones stay, because documents signed years ago print the version they were signed with.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CompanyProfile, DocumentText, DocumentTextsAnswer } from '@shared/document-types';
import type { CompanyInput, DocumentTextInput } from '@shared/schemas/company';
import { audit } from '@server/db/audit';
import type { Db, Tx } from '@server/db/client';
import { companyProfiles, documentTexts } from '@server/db/documents-schema';
import * as s from '@server/db/schema';
import { isoText, queryRows, whereSql } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { badRequest } from '@server/http/errors';

export const TEXT_VERSION_INVALID = 'Geçersiz metin sürümü.';

const EMPTY_COMPANY: CompanyProfile = {
  id: null,
  version: 0,
  name: '',
  address: '',
  tax_office: '',
  tax_number: '',
  logo: null,
  created_at: null,
};

function shapeCompany(row: typeof companyProfiles.$inferSelect): CompanyProfile {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    address: row.address,
    tax_office: row.tax_office,
    tax_number: row.tax_number,
    logo: row.logo,
    created_at: row.created_at.toISOString(),
  };
}

/** The version in force, or the one with `id` (a document's). */
export async function getCompany(db: Db | Tx, id?: string | null): Promise<CompanyProfile> {
  if (id === null) return EMPTY_COMPANY;
  const query = db.select().from(companyProfiles);
  const [row] = id ? await query.where(eq(companyProfiles.id, id)) : await query.orderBy(desc(companyProfiles.version)).limit(1);
  return row ? shapeCompany(row) : EMPTY_COMPANY;
}

/** The number of the version a save makes (of the rows `where` picks): in order, as two saves at once queue on this lock. */
async function nextVersion(tx: Tx, table: typeof companyProfiles | typeof documentTexts, where?: SQL): Promise<number> {
  await tx.execute(sql`lock table ${table} in share row exclusive mode`);
  const [last] = await tx.select({ version: table.version }).from(table).where(where).orderBy(desc(table.version)).limit(1);
  return (last?.version ?? 0) + 1;
}

export async function saveCompany(db: Db, user: AuthUser, input: CompanyInput): Promise<CompanyProfile> {
  return db.transaction(async (tx) => {
    const version = await nextVersion(tx, companyProfiles);
    const [row] = await tx
      .insert(companyProfiles)
      .values({
        name: input.name,
        address: input.address ?? '',
        tax_office: input.tax_office ?? '',
        tax_number: input.tax_number ?? '',
        logo: input.logo ?? null,
        version,
        created_by: user.id,
      })
      .returning();
    await audit(tx, {
      userId: user.id,
      action: 'create',
      entity: 'company_profiles',
      entityId: row!.id,
      after: { ...row, logo: row!.logo ? '[logo]' : null },
    });
    return shapeCompany(row!);
  });
}

const TEXT_SELECT = sql`select t.id, t.kind, t.version, t.title, t.body, ${isoText(sql`t.created_at`)} as created_at,
    case when c.id is null then null else json_build_object('id', c.id, 'name', c.name) end as category,
    case when u.id is null then null else json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) end as created_by_user
  from ${documentTexts} t left join ${s.categories} c on c.id = t.category_id left join ${s.users} u on u.id = t.created_by`;

/** General terms first, then the categories' own terms, then the KVKK notice. */
const TEXT_ORDER = sql`case when t.kind = 'terms' and t.scope = '' then 0 when t.kind = 'terms' then 1 else 2 end, c.name, t.version desc`;

/** The version in force of each text (per kind and category). */
const CURRENT = sql`t.version = (select max(o.version) from ${documentTexts} o where o.kind = t.kind and o.scope = t.scope)`;

export async function listTexts(db: Db): Promise<DocumentTextsAnswer> {
  const current = await queryRows<DocumentText>(db, sql`${TEXT_SELECT} where ${CURRENT} order by ${TEXT_ORDER}`);
  const versions = await queryRows<DocumentText>(db, sql`${TEXT_SELECT} order by ${TEXT_ORDER}`);
  return { current, versions };
}

export async function textsByIds(db: Db | Tx, ids: readonly string[]): Promise<DocumentText[]> {
  if (ids.length === 0) return [];
  return queryRows<DocumentText>(
    db,
    sql`${TEXT_SELECT} ${whereSql([sql`t.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`])} order by ${TEXT_ORDER}`,
  );
}

export async function saveText(db: Db, user: AuthUser, input: DocumentTextInput): Promise<DocumentText> {
  const categoryId = input.category_id ? input.category_id.toLowerCase() : null;
  const id = await db.transaction(async (tx) => {
    if (categoryId) {
      const [category] = await tx.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.id, categoryId));
      if (!category) throw badRequest('Kategori bulunamadı.');
    }
    const scope = categoryId ?? '';
    const version = await nextVersion(tx, documentTexts, and(eq(documentTexts.kind, input.kind), eq(documentTexts.scope, scope)));
    const [row] = await tx
      .insert(documentTexts)
      .values({
        kind: input.kind,
        scope,
        category_id: categoryId,
        version,
        title: input.title,
        body: input.body,
        created_by: user.id,
      })
      .returning();
    await audit(tx, { userId: user.id, action: 'create', entity: 'document_texts', entityId: row!.id, after: row });
    return row!.id;
  });
  return (await textsByIds(db, [id]))[0]!;
}

/**
 * The texts a hand-over is signed with: the versions the form showed (`requested`), or the ones in
 * force now — the general terms, each item category's own terms, the KVKK notice.
 */
export async function handoverTextIds(
  tx: Tx,
  categoryIds: ReadonlyArray<string | null>,
  requested: readonly string[] | null | undefined,
): Promise<string[]> {
  if (requested && requested.length > 0) {
    const ids = [...new Set(requested.map((id) => id.toLowerCase()))];
    const found = await tx.select({ id: documentTexts.id }).from(documentTexts).where(inArray(documentTexts.id, ids));
    if (found.length !== ids.length) throw badRequest(TEXT_VERSION_INVALID);
    return ids;
  }
  const scopes = ['', ...categoryIds.filter((c): c is string => !!c)];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select t.id from ${documentTexts} t where ${CURRENT}
        and (t.kind = 'kvkk' or (t.kind = 'terms' and t.scope in (select jsonb_array_elements_text(${JSON.stringify(scopes)}::jsonb))))`,
  );
  return rows.map((r) => r.id);
}
