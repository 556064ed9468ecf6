// API suites whose subject does not depend on the database they run on: `npm test` runs each of
// them once, on the database named here (the one where it costs less processor time, measured:
// docs/decisions/0017-each-suite-on-the-database-it-tests.md), and leaves it out of the other API
// stage. PGlite is PostgreSQL's own engine compiled to WebAssembly, so the same SQL gives the same
// answers on both; what differs is the driver, the connections and the embedded engine's own files
// (data directory, backup, copies). Suites about those, and every suite about SQL, transactions,
// numbering or concurrency, still run on both.
//
// Only the runner leaves them out (tests/run-all.mjs sets API_SUITES_ONCE for its two API stages
// when PostgreSQL is there; where it cannot be had, the embedded stage runs them all). Run by hand,
// a listed suite runs on whichever database it is given.
export interface SuiteOnce {
  file: string;
  /** The database of `npm test`'s run of it. */
  on: 'pglite' | 'postgres';
  /** What it proves, and why that is the same on either database. */
  why: string;
}

export const API_SUITES_ONCE: readonly SuiteOnce[] = [
  {
    file: 'tests/api/hostile-corpus.test.ts',
    on: 'pglite',
    why: 'hostile text, dates, ids and URL parts on every call: refused by the input checks before any query, or by the same SQL engine',
  },
  {
    file: 'tests/api/hostile-input.test.ts',
    on: 'pglite',
    why: 'random and wrongly typed bodies on every write call: the input schemas answer them; a write is one transaction on either database',
  },
  {
    file: 'tests/api/permission-matrix.test.ts',
    on: 'postgres',
    why: 'each call against docs/permissions.md: the check is the route’s, before its handler reads the database',
  },
  {
    file: 'tests/api/list-read-permissions.test.ts',
    on: 'pglite',
    why: 'which permission reads which list: the route’s check, compared with the client’s table',
  },
  { file: 'tests/api/openapi.test.ts', on: 'pglite', why: 'the API description made from the routes’ schemas: no database at all' },
  { file: 'tests/api/cache-control.test.ts', on: 'pglite', why: 'the Cache-Control header of answers: the HTTP layer' },
  { file: 'tests/api/request-log.test.ts', on: 'pglite', why: 'what the request log writes: the HTTP layer' },
  { file: 'tests/api/static-login.test.ts', on: 'pglite', why: 'which page the built client is served with: no database' },
  { file: 'tests/api/keep-alive.test.ts', on: 'pglite', why: 'the HTTP server’s idle connection limit: no database' },
  { file: 'tests/api/bad-times.test.ts', on: 'pglite', why: 'malformed times, refused before the database sees them' },
  {
    file: 'tests/api/push-endpoint-guard.test.ts',
    on: 'pglite',
    why: 'which push addresses are taken (URL and name checks): a stored subscription is an ordinary row',
  },
  {
    file: 'tests/api/photos-handover-s3.test.ts',
    on: 'postgres',
    why: 'photo bytes in an S3 object store: the store and its signatures; the rows are ordinary ones',
  },
];

/** The listed suites a stage on `database` leaves out. */
export function suitesRunElsewhere(database: SuiteOnce['on']): string[] {
  return API_SUITES_ONCE.filter((s) => s.on !== database).map((s) => s.file);
}
