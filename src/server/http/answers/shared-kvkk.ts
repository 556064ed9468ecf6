import * as v from 'valibot';
import type { RetentionSettings, RetentionRun, DestructionEntry, DestructionLogAnswer, WorkerRetentionState } from '@shared/kvkk';
import { nullableText, num, text, type Expect, type Same } from './common';

export const RetentionSettingsAnswer = v.strictObject({
  updated_at: nullableText,
  worker_years: num,
  notification_days: num,
  webhook_days: num,
  signin_days: num,
});

export const RetentionRunAnswer = v.strictObject({
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
});

export const DestructionEntryAnswer = v.strictObject({
  id: num,
  run_id: nullableText,
  record_type: text,
  record_id: text,
  action: v.picklist(['anonymised', 'deleted']),
  detail: v.nullable(v.record(text, v.unknown())),
  at: text,
});

export const DestructionLogAnswerAnswer = v.strictObject({ runs: v.array(RetentionRunAnswer), entries: v.array(DestructionEntryAnswer) });

export const WorkerRetentionStateAnswer = v.strictObject({
  legal_hold: v.nullable(v.strictObject({ reason: text, set_at: text, set_by: nullableText })),
  anonymised_at: nullableText,
});

export type AnswerTypeChecks = [
  Expect<Same<v.InferOutput<typeof RetentionSettingsAnswer>, RetentionSettings>>,
  Expect<Same<v.InferOutput<typeof RetentionRunAnswer>, RetentionRun>>,
  Expect<Same<v.InferOutput<typeof DestructionEntryAnswer>, DestructionEntry>>,
  Expect<Same<v.InferOutput<typeof DestructionLogAnswerAnswer>, DestructionLogAnswer>>,
  Expect<Same<v.InferOutput<typeof WorkerRetentionStateAnswer>, WorkerRetentionState>>,
];
