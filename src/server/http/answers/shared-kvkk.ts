import * as v from 'valibot';
import type { RetentionSettings, RetentionRun, DestructionEntry, DestructionLogAnswer, WorkerRetentionState } from '@shared/kvkk';
import { nullableText, num, text, answerOf } from './common';

export const RetentionSettingsAnswer = answerOf<RetentionSettings>()(
  v.strictObject({
    updated_at: nullableText,
    worker_years: num,
    notification_days: num,
    webhook_days: num,
    signin_days: num,
  }),
);

export const RetentionRunAnswer = answerOf<RetentionRun>()(
  v.strictObject({
    id: text,
    trigger: v.picklist(['schedule', 'manual']),
    started_by: nullableText,
    started_at: text,
    finished_at: nullableText,
    status: v.picklist(['failed', 'running', 'done']),
    counts: v.strictObject({
      workers: v.optional(num),
      documents: v.optional(num),
      notifications: v.optional(num),
      webhook_deliveries: v.optional(num),
      sessions: v.optional(num),
      login_attempts: v.optional(num),
      api_token_calls: v.optional(num),
      destruction_log: v.optional(num),
      held: v.optional(num),
      failed: v.optional(num),
    }),
    error: nullableText,
  }),
);

export const DestructionEntryAnswer = answerOf<DestructionEntry>()(
  v.strictObject({
    id: num,
    run_id: nullableText,
    record_type: text,
    record_id: text,
    action: v.picklist(['anonymised', 'deleted']),
    detail: v.nullable(v.record(text, v.unknown())),
    at: text,
  }),
);

export const DestructionLogAnswerAnswer = answerOf<DestructionLogAnswer>()(
  v.strictObject({ runs: v.array(RetentionRunAnswer), entries: v.array(DestructionEntryAnswer) }),
);

export const WorkerRetentionStateAnswer = answerOf<WorkerRetentionState>()(
  v.strictObject({
    legal_hold: v.nullable(v.strictObject({ reason: text, set_at: text, set_by: nullableText })),
    anonymised_at: nullableText,
  }),
);
