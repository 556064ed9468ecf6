// A record's document in the rows the lists build as JSON (`{ id, number }` or null), and the
// search that finds a record by its document's number ('TES-2026-000123', 'iad-2026', '000045').
import { sql, type SQL } from 'drizzle-orm';
import type { DocumentKind } from '@shared/documents';
import type { SearchRef } from '@server/db/search-sql';

/** The `{ id, number }` of the `kind` document holding the record `entity`. */
export function documentRefSql(kind: DocumentKind, entity: SQL): SQL {
  return sql`(select json_build_object('id', dd.id, 'number', dd.number) from document_members dm join documents dd on dd.id = dm.document_id
    where dm.entity_id = ${entity} and dm.kind = ${kind})`;
}

/** The same, for rows written as SQL text. */
export function documentRefRaw(kind: DocumentKind, entity: string): string {
  return `(select json_build_object('id', dd.id, 'number', dd.number) from document_members dm join documents dd on dd.id = dm.document_id
    where dm.entity_id = ${entity} and dm.kind = '${kind}')`;
}

/** A search word found in the number of a `kinds` document holding the record in `column`. */
export function documentSearch(column: SQL, ...kinds: DocumentKind[]): SearchRef {
  return {
    column,
    ids: sql`select dm.entity_id from document_members dm join documents dd on dd.id = dm.document_id`,
    fields: [sql`dd.number`],
    match: (word) =>
      sql`dm.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )}) and strpos(dd.number_key, ${word}) > 0`,
  };
}
