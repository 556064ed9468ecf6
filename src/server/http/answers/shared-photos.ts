import * as v from 'valibot';
import type { PhotoRef } from '@shared/photos';
import { num, text, answerOf } from './common';

export const PhotoRefAnswer = answerOf<PhotoRef>()(
  v.strictObject({ id: text, url: text, type: text, size: num, width: num, height: num, created_at: text }),
);
