import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { messageAt } from './field';

interface Values {
  name: string;
  value: { price: string; currency: string };
}

describe("a field's message", () => {
  const errors: FieldErrors<Values> = {
    name: { type: 'required', message: 'Depo adı gerekli.' },
    value: { price: { type: 'custom', message: 'Geçerli bir tutar girin.' } },
  };

  it('is read at a name and at a dotted path into nested values', () => {
    expect(messageAt(errors, 'name')).toBe('Depo adı gerekli.');
    expect(messageAt(errors, 'value.price')).toBe('Geçerli bir tutar girin.');
  });

  it('is undefined where the field has none', () => {
    expect(messageAt(errors, 'value.currency')).toBeUndefined();
    expect(messageAt({}, 'name')).toBeUndefined();
  });
});
