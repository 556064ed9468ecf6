import { describe, expect, it } from 'vitest';
import { createWedgeReader } from './use-keyboard-wedge';

function typeAt(reader: ReturnType<typeof createWedgeReader>, text: string, start: number, step = 8) {
  const answers: (string | null)[] = [];
  [...text].forEach((key, i) => answers.push(reader.push({ key, typedAt: start + i * step })));
  answers.push(reader.push({ key: 'Enter', typedAt: start + text.length * step }));
  return answers.filter((a) => a !== null);
}

describe('keyboard wedge reader', () => {
  it('reads a serial typed fast and ended by Enter', () => {
    expect(typeAt(createWedgeReader(), 'HB-2026-00200', 100)).toEqual(['HB-2026-00200']);
  });

  it('keeps a serial whole when its keys are handled late but were typed together', () => {
    // The page handled the last keys 1.5 s after the first (a busy main thread); their typing
    // times are still milliseconds apart. Fed in arrival order with their typing times.
    const reader = createWedgeReader();
    const keys = [...'HB-2026-00200'];
    const out: (string | null)[] = keys.map((key, i) => reader.push({ key, typedAt: 1_000 + i * 5 }));
    out.push(reader.push({ key: 'Enter', typedAt: 1_000 + keys.length * 5 }));
    expect(out.filter((a) => a !== null)).toEqual(['HB-2026-00200']);
  });

  it('starts a new serial after a pause in typing (a person, not a scanner)', () => {
    const reader = createWedgeReader();
    reader.push({ key: 'x', typedAt: 0 });
    expect(typeAt(reader, 'AB-1', 5_000)).toEqual(['AB-1']);
  });

  it('answers an empty serial for a lone Enter', () => {
    expect(createWedgeReader().push({ key: 'Enter', typedAt: 0 })).toBe('');
  });
});
