import { describe, expect, it } from 'vitest';
import { fittedPlaceholder } from './search-input';

// 8 px per character at the normal size, 6 at the small one.
const measure = (text: string, small: boolean) => text.length * (small ? 6 : 8);

describe('a search placeholder is never cut', () => {
  const text = 'Seri no, model, marka veya kategori ile ara';
  it('is whole where it fits', () => {
    expect(fittedPlaceholder(text, 400, measure)).toEqual({ text, small: false });
  });
  it('drops its “ile ara”, then is set smaller, then says the short one, then just “Ara”', () => {
    expect(fittedPlaceholder(text, 300, measure)).toEqual({ text: 'Seri no, model, marka veya kategori', small: false });
    expect(fittedPlaceholder(text, 230, measure)).toEqual({ text: 'Seri no, model, marka veya kategori', small: true });
    expect(fittedPlaceholder(text, 150, measure, 'Seri no veya model')).toEqual({ text: 'Seri no veya model', small: false });
    expect(fittedPlaceholder(text, 60, measure)).toEqual({ text: 'Ara', small: false });
  });
});
