import * as v from 'valibot';
import type { BrokenDetail, RepairerDetail, TransferDetail } from '@shared/transfer-repair-types';
import { PhotoRefAnswer } from './shared-photos';
import { PersonContactAnswer, RepairerStatisticsAnswer, UserContactAnswer } from './shared-api-types';
import { brokenRowEntries, TransferRowAnswer } from './lists';
import { RepairerAnswer } from './reference';
import { nullableText, answerOf } from './common';

export const BrokenDetailAnswer = answerOf<BrokenDetail>()(
  v.strictObject({
    repair_invoice: nullableText,
    photos: v.array(PhotoRefAnswer),
    ...brokenRowEntries(v.nullable(PersonContactAnswer)),
  }),
);

export const RepairerDetailAnswer = answerOf<RepairerDetail>()(
  v.strictObject({ statistics: RepairerStatisticsAnswer, ...RepairerAnswer.entries }),
);

/** A transfer's row, its people with their contact. */
export const TransferDetailAnswer = answerOf<TransferDetail>()(
  v.strictObject({
    ...TransferRowAnswer.entries,
    issuer: UserContactAnswer,
    assigned_to_user: UserContactAnswer,
    receiver: v.nullable(UserContactAnswer),
  }),
);
