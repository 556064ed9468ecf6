import * as v from 'valibot';
import type { StocktakeCounters } from '@shared/schemas/stocktake';
import { num, answerOf } from './common';

export const StocktakeCountersAnswer = answerOf<StocktakeCounters>()(
  v.strictObject({
    missing: num,
    found: num,
    elsewhere: num,
    not_on_shelf: num,
    out_of_scope: num,
    unknown: num,
    expected: num,
    reads: num,
  }),
);
