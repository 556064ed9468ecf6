import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField, phoneDigits } from './phone-field';

describe('phoneDigits', () => {
  it.each([
    ['5321234567', '5321234567'],
    ['05321234567', '5321234567'],
    ['0532 123 45 67', '5321234567'],
    ['+90 532 123 45 67', '5321234567'],
    ['905321234567', '5321234567'],
    ['0 (216) 444-55-66', '2164445566'],
    ['00532abc1234567999', '5321234567'],
    ['90', '90'],
    ['\u0000\ud800532', '532'],
    ['', ''],
  ])('%j keeps %j', (typed, kept) => {
    expect(phoneDigits(typed)).toBe(kept);
  });
});

function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneField value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('keeps the whole number typed with its leading 0, not its first ten characters', async () => {
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), '05321234567');
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveValue('5321234567');
    expect(screen.getByRole('status')).toHaveTextContent('5321234567');
  });

  it("keeps a number pasted with '+90' as its ten digits", async () => {
    render(<Form />);
    const box = screen.getByRole('textbox', { name: 'Telefon' });
    await userEvent.click(box);
    await userEvent.paste('+90 (532) 123 45 67');
    expect(box).toHaveValue('5321234567');
  });
});
