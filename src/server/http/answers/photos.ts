import * as v from 'valibot';
import { PhotoRefAnswer } from './shared-photos';
import { text } from './common';

export const PhotosByIdGetAnswer = v.strictObject({ id: text, type: text, data: text });

export const EquipmentPhotosByIdPhotosGetAnswer = v.array(PhotoRefAnswer);
