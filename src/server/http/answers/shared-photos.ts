import * as v from 'valibot';
import type { PhotoRef } from '@shared/photos';
import { num, text, type Expect, type Same } from './common';

export const PhotoRefAnswer = v.strictObject({ id: text, url: text, type: text, size: num, width: num, height: num, created_at: text });

export type AnswerTypeChecks = [Expect<Same<v.InferOutput<typeof PhotoRefAnswer>, PhotoRef>>];
