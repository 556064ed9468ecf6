import * as v from 'valibot';
import type { DocumentRef } from '@shared/documents';
import { text, answerOf } from './common';

export const DocumentRefAnswer = answerOf<DocumentRef>()(v.strictObject({ id: text, number: text }));
