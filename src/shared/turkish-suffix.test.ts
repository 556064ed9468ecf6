import { describe, expect, it } from 'vitest';
import { locative, sinceDay, warehouseDate } from './turkish-suffix';
import { whereaboutsText, whereMessages } from './whereabouts';
import { itGives } from './test-cases';

describe('Turkish endings after names and dates', () => {
  itGives('follows the last vowel and hardens after a voiceless consonant', locative, [
    ['Ahmet Yılmaz', "Ahmet Yılmaz'da"],
    ['Ali Demir', "Ali Demir'de"],
    ['Ayşe Çelik', "Ayşe Çelik'te"],
    ['Emre Öztürk', "Emre Öztürk'te"],
    ['Elif Kaya', "Elif Kaya'da"],
    ['Cem Güneş', "Cem Güneş'te"],
    ['İrem Aksoy', "İrem Aksoy'da"],
  ]);

  itGives('reads the year as it is spoken: 2026 altı → dan, 2024 dört → ten, 2020 yirmi → den, 2030 otuz → dan', sinceDay, [
    ['2026-11-12T09:00:00Z', "12.11.2026'dan beri"],
    ['2024-03-01T09:00:00Z', "01.03.2024'ten beri"],
    ['2020-03-01T09:00:00Z', "01.03.2020'den beri"],
    ['2030-03-01T09:00:00Z', "01.03.2030'dan beri"],
    ['2027-03-01T09:00:00Z', "01.03.2027'den beri"],
  ]);

  it("takes the warehouse's day, not the device's: 22:30 UTC is already the next day in Istanbul", () => {
    expect(warehouseDate('2026-11-11T22:30:00Z')).toBe('12.11.2026');
  });
});

describe('where an item is, in refusals', () => {
  it('names the worker holding it and since when', () => {
    expect(whereaboutsText({ status: 'in_field', holder: 'Ahmet Yılmaz', since: '2026-11-12T08:00:00Z' })).toBe(
      "Sahada — Ahmet Yılmaz'da, 12.11.2026'dan beri",
    );
    expect(whereMessages.cannotIssue('SN-1', { status: 'in_field', holder: 'Ahmet Yılmaz', since: '2026-11-12T08:00:00Z' })).toBe(
      "SN-1 teslim edilemez: Sahada — Ahmet Yılmaz'da, 12.11.2026'dan beri.",
    );
    expect(whereMessages.otherWorkerHolds('SN-1', 'Ayşe Çelik')).toBe("SN-1 bu işçide değil: başka işçinin zimmetinde (Ayşe Çelik'te).");
  });

  it('names the warehouse and the status otherwise', () => {
    expect(
      whereMessages.alreadyReturnedNow('SN-1', { status: 'available', warehouse: 'Ankara Bölge Deposu', since: '2026-11-14T10:00:00Z' }),
    ).toBe("SN-1 seri numaralı ekipman zaten iade alınmış. Şu anda: Ankara Bölge Deposu, Müsait, 14.11.2026'dan beri.");
  });
});
