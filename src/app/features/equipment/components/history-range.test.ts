import { describe, expect, it } from 'vitest';
import { historyRangeText } from './history-range';

describe('historyRangeText', () => {
  it('says which records a page shows', () => {
    expect(historyRangeText(1, 10, 24)).toBe('1-10 arası gösteriliyor, toplam 24 kayıt');
    expect(historyRangeText(3, 10, 24)).toBe('21-24 arası gösteriliyor, toplam 24 kayıt');
    expect(historyRangeText(1, 10, 3)).toBe('1-3 arası gösteriliyor, toplam 3 kayıt');
  });
});
