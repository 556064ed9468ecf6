import * as v from 'valibot';
import type { DocumentRef } from '@shared/documents';
import { text, type Expect, type Same } from './common';

export const DocumentRefAnswer = v.strictObject({ id: text, number: text });

export type AnswerTypeChecks = [Expect<Same<v.InferOutput<typeof DocumentRefAnswer>, DocumentRef>>];
