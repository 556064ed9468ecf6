// The name of the device's IndexedDB database, in a module of its own (no Dexie), so that a page
// without the database library (the sign-in page) can look into it too.
export const OFFLINE_DB_NAME = 'depo-offline';
