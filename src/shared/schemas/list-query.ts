// The query parameters of the list calls (`?status=`, `?warehouse_id=`, `?limit=`, …), written once
// with their Turkish refusals: the server's routes declare them beside the route
// (src/server/http/route-input.ts), the client's requests send the same names and values.
import * as v from 'valibot';
import { isUuid } from './fields';
import { parseTimestamp } from './time';

export const STATUS_FILTER_INVALID = 'Geçersiz durum filtresi.';
export const WAREHOUSE_FILTER_INVALID = 'Geçersiz depo.';
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_INVALID = `Sayfa boyutu 1 ile ${MAX_PAGE_SIZE} arasında olmalıdır.`;
export const PAGE_NUMBER_INVALID = 'Geçersiz sayfa numarası.';
export const CURSOR_INVALID = 'Geçersiz sayfa imleci.';
export const SINCE_INVALID = 'Geçersiz since parametresi.';

/** A query parameter as text; an empty one counts as absent, a repeated one is refused with `message`. */
function optionalParam(message: string) {
  return v.pipe(
    v.optional(v.string(message)),
    v.transform((text) => (text === '' ? undefined : text)),
  );
}

/**
 * A paging parameter (`limit`, `page`, `after`): absent, or a value. Unlike a filter, an empty one
 * (`?limit=`) is malformed and refused with `message`, as any other bad value is.
 */
function pagingParam(message: string) {
  return v.optional(v.string(message));
}

/** One of `choices` when given. */
export function choiceParam<const T extends string>(choices: readonly T[], message: string) {
  return v.pipe(optionalParam(message), v.optional(v.picklist(choices, message)));
}

/** A list's status filter: one of its statuses, `STATUS_FILTER_INVALID` otherwise. */
export const statusFilter = <const T extends string>(choices: readonly T[]) => choiceParam(choices, STATUS_FILTER_INVALID);

/** A UUID when given, lower-cased. */
export function uuidParam(message: string) {
  return v.pipe(
    optionalParam(message),
    v.optional(
      v.pipe(
        v.string(),
        v.check((text: string) => isUuid(text), message),
        v.toLowerCase(),
      ),
    ),
  );
}

/** A whole number from `min` to `max` when given (a paging parameter: never empty). */
export function integerParam(min: number, max: number, message: string) {
  return v.pipe(
    pagingParam(message),
    v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message))),
  );
}

/** Free text (a search) when given, at most `max` characters kept. */
export function textParam(max: number) {
  return v.pipe(
    optionalParam('Geçersiz arama.'),
    v.transform((text) => text?.slice(0, max)),
  );
}

// A delta sync starts after the product existed and before the year 10000, which is where
// PostgreSQL's and JavaScript's timestamps stop agreeing (year 0, negative and 6-digit years).

/** `?since=<ISO timestamp>` of every delta list, as an ISO text in UTC. */
export const sinceParam = v.pipe(
  optionalParam(SINCE_INVALID),
  v.optional(
    v.pipe(
      v.string(),
      v.check((text) => parseTimestamp(text) !== null, SINCE_INVALID),
      v.transform((text) => parseTimestamp(text)!.toISOString()),
    ),
  ),
);

/** The page of a server-paged list: `limit` (its presence asks for a page), `page`, `after`, `q`. */
export const PAGE_QUERY = {
  limit: integerParam(1, MAX_PAGE_SIZE, PAGE_SIZE_INVALID),
  page: integerParam(1, 1_000_000_000, PAGE_NUMBER_INVALID),
  after: pagingParam(CURSOR_INVALID),
  q: textParam(200),
};
