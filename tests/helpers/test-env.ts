// Names shared by the test set-up and the suites.
export const TEST_ADMIN = { email: 'admin@depo.local', password: 'yonetici-test-123' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the migrated, seeded data-dir dump every suite starts from. */
    pgliteTemplate: string;
    /** PGlite: SQL that puts a used copy back to the template's rows (tests/helpers/template-copies.ts). */
    pgliteBackToTemplate: string;
    /** PostgreSQL: server URL without database, when DATABASE_URL is set. */
    postgresBaseUrl: string;
    /** PostgreSQL: this run's template database (one per run, so runs side by side never collide). */
    postgresTemplate: string;
  }
}
