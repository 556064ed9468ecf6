import * as v from 'valibot';
import { KitMemberAnswer, KitStockLineAnswer, KitAnswer } from './shared-kits';
import {} from './common';

export const KitsGetAnswer = v.array(KitAnswer);
