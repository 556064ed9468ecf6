// A dashboard list's line under the title never breaks a serial at its hyphen (a phone line breaks
// before it), and keeps the whole text in its title.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityList } from './activity-list';

describe('a dashboard list item', () => {
  it('keeps each hyphenated word (a serial, a category) in one piece and the rest as written', () => {
    const subtitle = 'Kırıcı-Delici · ATC-25-000350 · Erdoğan Aslan';
    render(
      <ActivityList
        title="Gecikmiş İadeler"
        emptyText="Yok"
        items={[{ id: '1', title: 'Atlas Copco QAS 60', subtitle, date: '2026-11-20T08:52:00Z' }]}
      />,
    );
    const line = screen.getByTitle(subtitle);
    expect(line.textContent).toBe(subtitle);
    const whole = [...line.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent);
    expect(whole).toEqual(['Kırıcı-Delici', 'ATC-25-000350']);
  });
});
