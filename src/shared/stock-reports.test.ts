import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { consumptionCsvColumns, REPORT_MESSAGES, reportPeriod, STOCK_VALUE_CSV_COLUMNS, type ConsumptionRow } from './stock-reports';

describe('the period of a stock report', () => {
  const today = '2026-11-29';

  it('defaults to the last 30 warehouse days up to today', () => {
    expect(reportPeriod({}, today)).toEqual({ from: '2026-10-31', to: today });
    expect(reportPeriod({ to: '2026-03-01' }, today)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('takes up to 366 days, both ends counted; refuses a longer one, a reversed one and days that do not exist', () => {
    expect(reportPeriod({ from: '2024-01-01', to: '2024-12-31' }, today)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(reportPeriod({ from: '2024-01-01', to: '2025-01-01' }, today)).toEqual({ error: REPORT_MESSAGES.tooLong });
    expect(reportPeriod({ from: '2026-11-02', to: '2026-11-01' }, today)).toEqual({ error: REPORT_MESSAGES.order });
    expect(reportPeriod({ from: '2026-02-29', to: '2026-03-01' }, today)).toEqual({ error: REPORT_MESSAGES.fromInvalid });
    expect(reportPeriod({ from: '2026-01-01', to: '2026-13-01' }, today)).toEqual({ error: REPORT_MESSAGES.toInvalid });
  });

  it('refuses extreme and hostile values as invalid days', () => {
    for (const day of [
      '0000-01-01',
      '0001-01-01',
      '1899-12-31',
      '10000-01-01',
      '+275760-09-13',
      '\u0000',
      '\ud800',
      '2026-1-1',
      ' 2026-01-01',
    ]) {
      expect(reportPeriod({ from: day, to: today }, today)).toEqual({ error: REPORT_MESSAGES.fromInvalid });
      expect(reportPeriod({ from: today, to: day }, today)).toEqual({ error: REPORT_MESSAGES.toInvalid });
    }
  });
});

describe('the CSV of a stock report', () => {
  it('writes quantities with the Turkish comma and money with two decimals', () => {
    const row: ConsumptionRow = {
      group_id: 'd1',
      group_name: 'Çelik',
      department_name: null,
      item_id: 'i1',
      item_name: 'Kaynak Teli',
      variant: '2,5 mm',
      kind: 'consumable',
      unit: 'kg',
      issued: 12.5,
      returned: 0.25,
      consumed: 12.25,
      cost: 1250.5,
    };
    expect(toCsv([row], consumptionCsvColumns('department'))).toBe(
      '\ufeff"Departman";"Stok Kalemi";"Beden / Varyant";"Tür";"Birim";"Teslim";"İade";"Tüketim";"Maliyet (TL)"\r\n' +
        '"Çelik";"Kaynak Teli";"2,5 mm";"Sarf Malzeme";"kg";"12,5";"0,25";"12,25";"1250,50"\r\n',
    );
    const value = { warehouse_id: 'w', warehouse_name: 'Merkez', items: 3, consumable: 0, ppe: 1250.5, spare_part: 0.1, value: 1250.6 };
    expect(toCsv([value], STOCK_VALUE_CSV_COLUMNS)).toContain('"Merkez";"3";"0,00";"1250,50";"0,10";"1250,60"');
  });
});
