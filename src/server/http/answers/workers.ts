import * as v from 'valibot';
import type { WorkerRow } from '@server/modules/workers/workers.service';
import { FieldEquipmentListItemAnswer } from './shared-api-types';
import { NamedRefAnswer, deltaList, nullableText, pageOf, text, answerOf } from './common';

export const WorkerRowAnswer = answerOf<WorkerRow>()(
  v.strictObject({
    id: text,
    first_name: text,
    last_name: text,
    tc_no: text,
    phone: text,
    department_id: nullableText,
    department: v.nullable(NamedRefAnswer),
    created_by: nullableText,
    created_by_user: v.nullable(v.strictObject({ first_name: text, last_name: text })),
    created_at: text,
    updated_at: text,
  }),
);

export const WorkersByIdEquipmentHistoryGetAnswer = pageOf(FieldEquipmentListItemAnswer);

/** GET /workers: ids only for a reader of neither workers nor hand-overs; else every row, or what changed since. */
export const WorkersGetAnswer = v.union([v.array(v.strictObject({ id: text, created_at: text })), deltaList(WorkerRowAnswer)]);
