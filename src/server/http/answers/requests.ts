import * as v from 'valibot';
import { PersonAnswer, FieldRequestLineAnswer, FieldRequestAnswer } from './shared-requests';
import {} from './common';

export const RequestsMineGetAnswer = v.array(FieldRequestAnswer);

export const RequestsGetAnswer = v.array(FieldRequestAnswer);
