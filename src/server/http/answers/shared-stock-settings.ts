import * as v from 'valibot';
import type { StockRecipient, StockSettings } from '@shared/stock-settings';
import { bool, text, type Expect, type Same } from './common';

export const StockRecipientAnswer = v.strictObject({ id: text, first_name: text, last_name: text, email: text });

export const StockSettingsAnswer = v.strictObject({
  warehouse_id: text,
  allow_negative: bool,
  low_stock_recipients: v.array(v.strictObject({ id: text, first_name: text, last_name: text, email: text, can_receive: bool })),
  low_stock_fallback: bool,
  low_stock_candidates: v.array(StockRecipientAnswer),
});

export type AnswerTypeChecks = [
  Expect<Same<v.InferOutput<typeof StockRecipientAnswer>, StockRecipient>>,
  Expect<Same<v.InferOutput<typeof StockSettingsAnswer>, StockSettings>>,
];
