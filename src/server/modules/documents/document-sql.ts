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

/**
 * A search word found in the number of a `kinds` document holding the record in `column`. A word
 * no such number can hold ('ali') reads no document, and one that begins with a prefix
 * ('tes-2026-0001') reads a range of the numbers' index: both are answered from the word alone
 * (migration 0056), once, before the 670k numbers of the large data would be scanned.
 */
export function documentSearch(column: SQL, ...kinds: DocumentKind[]): SearchRef {
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  return {
    column,
    ids: sql`select dm.entity_id from document_members dm join documents dd on dd.id = dm.document_id`,
    fields: [sql`dd.number`],
    match: (word) => {
      const kindArray = sql`array[${kindList}]::text[]`;
      // A word of letters, digits and hyphens only: its `like` pattern needs no escape.
      const atStart = /^[a-z0-9-]+$/.test(word)
        ? sql`case when document_number_begins(${kindArray}, ${word}) then dd.number_key like ${`${word}%`} else strpos(dd.number_key, ${word}) > 0 end`
        : sql`strpos(dd.number_key, ${word}) > 0`;
      return sql`document_number_may_hold(${kindArray}, ${word}) and dm.kind in (${kindList}) and ${atStart}`;
    },
  };
}
