import { describe, expect, it } from 'vitest';
import { parseTurkishAmount } from '@shared/format';
import { formatAmountTyping } from './amount-text';

describe('formatAmountTyping', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['1250', '1.250'],
    ['1250,5', '1.250,5'],
    ['1.250,50', '1.250,50'],
    ['50000,00', '50.000,00'],
    ['1234567,891', '1.234.567,89'],
    ['12a3,4b', '123,4'],
    [',5', '0,5'],
    ['1,2,3', '1,23'],
    ['007', '7'],
    ['1000000', '1.000.000'],
  ])('%s → %s', (typed, shown) => {
    expect(formatAmountTyping(typed)).toBe(shown);
  });

  it('always gives text parseTurkishAmount reads back', () => {
    for (const typed of ['1250,50', '50000', '9,99', '123456789,1']) {
      const shown = formatAmountTyping(typed);
      expect(parseTurkishAmount(shown)).toBe(Number(typed.replace(',', '.')));
    }
  });
});
