import * as v from 'valibot';
import type { SsoButton } from '@shared/sso';
import { text, answerOf } from './common';

export const SsoButtonAnswer = answerOf<SsoButton>()(v.strictObject({ id: text, label: text }));
