import * as v from 'valibot';
import type { CheckDue } from '@shared/equipment-checks';
import { bool, nullableText, text, answerOf } from './common';

export const CheckDueAnswer = answerOf<CheckDue>()(
  v.strictObject({ name: text, due_on: nullableText, checked_on: nullableText, failed: bool }),
);
