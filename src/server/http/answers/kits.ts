import * as v from 'valibot';
import { KitAnswer } from './shared-kits';

export const KitsGetAnswer = v.array(KitAnswer);
