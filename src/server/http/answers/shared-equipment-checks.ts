import * as v from 'valibot';
import type { CheckDue } from '@shared/equipment-checks';
import { bool, nullableText, text, type Expect, type Same } from './common';

export const CheckDueAnswer = v.strictObject({ name: text, due_on: nullableText, checked_on: nullableText, failed: bool });

export type AnswerTypeChecks = [Expect<Same<v.InferOutput<typeof CheckDueAnswer>, CheckDue>>];
