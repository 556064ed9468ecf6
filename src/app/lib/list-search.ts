// A list's search text, filters and page live in the address (`?ara=matkap&durum=arizali&sayfa=3`),
// so back from a record, a reload and a copied link show the same rows. One description of the
// fields serves the route (`validateSearch`: what the address may say, bad values dropped calmly)
// and the page (`useListSearch`: the values, and a setter that writes them back).
//
//   const FIELDS = { query: textParam(), status: choiceParam('durum', { arizali: 'broken' }, ''), page: pageParam() };
//   // route:  validateSearch: listSearchValidator(FIELDS)
//   // page:   const [search, setSearch] = useListSearch(FIELDS);   setSearch({ status: 'broken' })  (use-list-search.ts)
//
// A change of any filter sends the list back to its first page (unless the same change names the
// page). Values equal to their default are left out of the address. The address is replaced, not
// pushed: back leaves the list, as it did before filters were kept.
import { isUuid } from '@shared/uuid';

export interface SearchParam<T extends string | number> {
  /** The key in the address. */
  key: string;
  fallback: T;
  /** The value the address holds, or undefined when it is missing or not acceptable. */
  parse(raw: unknown): T | undefined;
  /** How the value is written in the address. */
  write(value: T): string | number;
  /** Text typed by the user: kept in a draft while typing. */
  text?: true;
  /** Text this refuses stays on the page and out of the address (a national id: no history, no log). */
  keep?: (text: string) => boolean;
}

const same = <T>(value: T) => value;

/** The longest search text kept in the address. */
const MAX_TEXT = 200;
/** The highest page number accepted from the address (a list is clamped to its last page anyway). */
const MAX_PAGE = 1_000_000;

export function textOf(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== 'string') return undefined;
  // Control characters and lone surrogates never reach a filter.
  const cleaned = raw
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
  return cleaned.slice(0, MAX_TEXT);
}

/** Free search text. */
export function textParam(key = 'ara', { keep }: { keep?: (text: string) => boolean } = {}): SearchParam<string> {
  return { key, fallback: '', parse: textOf, write: same, text: true, ...(keep ? { keep } : {}) };
}

/** Search text naming a person by number (a national id, a phone: six digits or more) stays out of the address. */
export const withoutPersonalNumbers = (text: string) => !/\d{6}/.test(text.replace(/[\s-]/g, ''));

/** A 1-based page number. */
export function pageParam(key = 'sayfa'): SearchParam<number> {
  return {
    key,
    fallback: 1,
    write: same,
    parse: (raw) => {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
      return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : undefined;
    },
  };
}

/** A record's id (warehouse, brand, department…): anything but a UUID is dropped. */
export function idParam(key: string): SearchParam<string> {
  return { key, fallback: '', write: same, parse: (raw) => (typeof raw === 'string' && isUuid(raw) ? raw : undefined) };
}

/**
 * One of a few values, written in the address in Turkish: `choices` maps the address's word to
 * the page's value (`{ arizali: 'broken' }`).
 */
export function choiceParam<T extends string>(key: string, choices: Readonly<Record<string, T>>, fallback: T): SearchParam<T> {
  const words = new Map(Object.entries(choices).map(([word, value]) => [value, word]));
  return {
    key,
    fallback,
    parse: (raw) => (typeof raw === 'string' && Object.hasOwn(choices, raw) ? choices[raw] : undefined),
    write: (value) => words.get(value) ?? value,
  };
}

export type SearchParams<F> = { [K in keyof F]: SearchParam<F[K] & (string | number)> };
export type AddressSearch = Record<string, string | number | undefined>;

/** The route's `validateSearch` for these fields: what the address may say, bad values left out. */
export function listSearchValidator<F extends Record<string, string | number>>(fields: SearchParams<F>) {
  return (search: Record<string, unknown>): AddressSearch => {
    const out: AddressSearch = {};
    for (const param of Object.values<SearchParam<string | number>>(fields)) {
      const value = param.parse(search[param.key]);
      if (value !== undefined && value !== param.fallback) out[param.key] = param.write(value);
    }
    return out;
  };
}

export function readFields<F extends Record<string, string | number>>(fields: SearchParams<F>, search: Record<string, unknown>): F {
  const out: Record<string, string | number> = {};
  for (const [name, param] of Object.entries<SearchParam<string | number>>(fields)) {
    out[name] = param.parse(search[param.key]) ?? param.fallback;
  }
  return out as F;
}
