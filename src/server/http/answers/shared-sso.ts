import * as v from 'valibot';
import type { SsoButton } from '@shared/sso';
import { text, type Expect, type Same } from './common';

export const SsoButtonAnswer = v.strictObject({ id: text, label: text });

export type AnswerTypeChecks = [Expect<Same<v.InferOutput<typeof SsoButtonAnswer>, SsoButton>>];
