import * as v from 'valibot';
import { FieldRequestAnswer } from './shared-requests';

export const RequestsMineGetAnswer = v.array(FieldRequestAnswer);

export const RequestsGetAnswer = v.array(FieldRequestAnswer);
