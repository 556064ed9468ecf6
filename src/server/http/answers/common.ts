// What many answers share (issue 47 point 1): the pieces of fields, the `?since=` delta form of a
// list, and the compile-time check that a schema says what the type the screens read says
// (`answerOf`). Each area's answers are in a file of their own beside this one.
import * as v from 'valibot';
import type { NamedRef, PersonRef } from '@shared/api-types';

export const text = v.string();
export const nullableText = v.nullable(v.string());
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const num = v.number();
export const nullableNum = v.nullable(v.number());
export const bool = v.boolean();

/** True when A and B are the same type, both ways. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema as it is, checked at compile time to read as exactly `T`, the type the screens read,
 * so the description, the server and the client cannot drift apart:
 *   export const KitAnswer = answerOf<Kit>()(v.strictObject({ … }));
 */
export function answerOf<T>() {
  return <S extends v.GenericSchema>(schema: S & (Same<v.InferOutput<S>, T> extends true ? unknown : { '~answer differs from': T })): S =>
    schema;
}

export const NamedRefAnswer = answerOf<NamedRef>()(v.strictObject({ id: text, name: text }));
/** A person named in a row: who made, carried or received something. */
export const PersonRefAnswer = answerOf<PersonRef>()(v.strictObject({ id: text, first_name: text, last_name: text }));

/** A list read with `?since=` answers what changed since then (http/delta.ts); without it, every row. */
export function deltaList<S extends v.GenericSchema>(row: S) {
  return v.union([v.array(row), v.strictObject({ items: v.array(row), deleted: v.array(text), server_time: text })]);
}

/** One page of a list paged on the server (`?limit=`, http/page-params.ts): its rows and the counts beside them. */
export function pageOf<S extends v.GenericSchema>(row: S) {
  return v.strictObject({ items: v.array(row), total: count, filtered: count, page: count, page_size: count, next_cursor: nullableText });
}

/** DELETE …/:id: what the screens show. */
export const MessageAnswer = v.strictObject({ message: text });

/** A change with nothing to tell but that it was made. */
export const OkAnswer = v.strictObject({ ok: v.literal(true) });

export const HealthAnswer = OkAnswer;

/** A server type as it crosses the wire: a Date becomes its ISO text. */
export type Wire<T> = T extends Date
  ? string
  : T extends ReadonlyArray<infer U>
    ? Array<Wire<U>>
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
