// What may be done about a row of the result (the server checks again): by its outcome, minus what
// was already done — a transfer into this warehouse is started once, a fault reported once — and
// nothing while a read of its serial that arrived after the close waits for a decision.
import type { SettleAction, StocktakeOutcome } from '@shared/schemas/stocktake';
import type { ResultRow, Settlement } from '../api/types';

const BY_OUTCOME: Record<StocktakeOutcome, readonly SettleAction[]> = {
  missing: ['note'],
  elsewhere: ['transfer', 'fault', 'note'],
  not_on_shelf: ['note'],
  out_of_scope: ['fault', 'note'],
  unknown: ['note'],
  found: ['fault', 'note'],
};

export const ACTION_BUTTONS: Record<SettleAction, string> = {
  transfer: 'Bu Depoya Transfer Başlat',
  fault: 'Arıza Bildir',
  note: 'Not Ekle',
};

/** The actions a section offers for its rows at all. */
export function sectionActions(outcome: StocktakeOutcome): readonly SettleAction[] {
  return BY_OUTCOME[outcome];
}

/** The actions still open for one row. */
export function rowActions(row: ResultRow, settled: readonly Settlement[], lateWaiting: boolean): SettleAction[] {
  if (lateWaiting) return [];
  return BY_OUTCOME[row.outcome].filter((action) => action === 'note' || !settled.some((s) => s.action === action));
}
