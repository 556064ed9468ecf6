import * as v from 'valibot';
import type { StockRecipient, StockSettings } from '@shared/stock-settings';
import { bool, text, answerOf } from './common';

export const StockRecipientAnswer = answerOf<StockRecipient>()(
  v.strictObject({ id: text, first_name: text, last_name: text, email: text }),
);

export const StockSettingsAnswer = answerOf<StockSettings>()(
  v.strictObject({
    warehouse_id: text,
    allow_negative: bool,
    low_stock_recipients: v.array(v.strictObject({ id: text, first_name: text, last_name: text, email: text, can_receive: bool })),
    low_stock_fallback: bool,
    low_stock_candidates: v.array(StockRecipientAnswer),
  }),
);
