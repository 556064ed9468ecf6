// The client's Turkish fold (`foldTurkish` in src/shared/search.ts) in SQL: Turkish capitals and
// i-dots mapped first, then lower case (ASCII is all that is left to lower, so the database's
// collation does not matter). The stored `search_key` columns of equipment and workers (migration
// 0012) are this fold of two fields joined by chr(1), the separator of the client's search key;
// `searchKeySql` builds the same expression, and an API test holds the two together.
import { sql, type SQL } from 'drizzle-orm';

export function foldSql(text: SQL): SQL {
  return sql`lower(translate(coalesce(${text}, ''), 'İIıŞşĞğÜüÖöÇçÂÎÛ' || chr(775), 'iiissgguuooccâîû'))`;
}

/** What a stored `search_key` holds: the folded fields joined by chr(1). */
export function searchKeySql(fields: readonly SQL[]): SQL {
  return sql.join(fields.map(foldSql), sql` || chr(1) || `);
}
