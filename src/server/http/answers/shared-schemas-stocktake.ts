import * as v from 'valibot';
import type { StocktakeCounters } from '@shared/schemas/stocktake';
import { num, type Expect, type Same } from './common';

export const StocktakeCountersAnswer = v.strictObject({
  missing: num,
  found: num,
  elsewhere: num,
  not_on_shelf: num,
  out_of_scope: num,
  unknown: num,
  expected: num,
  reads: num,
});

export type AnswerTypeChecks = [Expect<Same<v.InferOutput<typeof StocktakeCountersAnswer>, StocktakeCounters>>];
