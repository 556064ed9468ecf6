// For the tests only: a table of inputs and what a function gives for each, one test per row.
import { expect, it } from 'vitest';

/** One test per row, named by `title` and the row: `fn(input)` equals `expected` (deeply, so a row may expect an object). */
export function itGives<I, O>(title: string, fn: (input: I) => O, cases: ReadonlyArray<readonly [I, NoInfer<O>]>): void {
  it.each(cases.map(([input, expected]) => ({ input, expected })))(`${title}: $input → $expected`, ({ input, expected }) => {
    expect(fn(input)).toEqual(expected);
  });
}
