// An id's shape, apart from the schemas: route definitions (in the first screen's JavaScript) check
// their search parameters with it without loading the validation library.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
