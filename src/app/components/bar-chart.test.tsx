// The chart's text alternatives (docs/reports.md "Charts"): a figure named by its title, one image
// whose name says every figure in Turkish format, and the same numbers as a table with headers.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@shared/format';
import { textsOf } from '../../../tests/helpers/texts';
import { BarChart } from './bar-chart';

/** The monthly repair cost in lira for November 2026 alone. */
const costChart = (cost: number, emptyText?: string) => (
  <BarChart
    title="Aylık tamir maliyeti"
    rowHeader="Ay"
    series={[{ key: 'cost', label: 'Maliyet', color: 'bg-blue-600' }]}
    rows={[{ key: '2026-11', label: 'Kas 2026', values: { cost } }]}
    format={formatCurrency}
    emptyText={emptyText}
  />
);

const SERIES = [
  { key: 'available', label: 'Müsait', color: 'bg-emerald-500' },
  { key: 'in_field', label: 'Sahada', color: 'bg-blue-600' },
];

describe('BarChart', () => {
  it('names the figure, says every figure in its image name and gives the numbers as a table', () => {
    render(
      <BarChart
        title="Depolara göre ekipman durumu"
        rowHeader="Depo"
        series={SERIES}
        rows={[
          { key: 'a', label: 'Ankara', values: { available: 1200, in_field: 3 } },
          { key: 'i', label: 'İzmir', values: { available: 0, in_field: 7 } },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Depolara göre ekipman durumu' });
    const image = within(figure).getByRole('img');
    expect(image.getAttribute('aria-label')).toBe(
      'Depolara göre ekipman durumu. Ankara: Müsait 1.200, Sahada 3; İzmir: Müsait 0, Sahada 7.',
    );
    const table = within(figure).getByRole('table', { name: 'Depolara göre ekipman durumu' });
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Depo', 'Müsait', 'Sahada', 'Toplam']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Ankara', '1.200', '3', '1.203'],
      ['İzmir', '0', '7', '7'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Ankara');
  });

  it('formats money in Turkish and says when there is nothing to draw', () => {
    const { rerender } = render(costChart(1250.5));
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(`Aylık tamir maliyeti. Kas 2026: ${formatCurrency(1250.5)}.`);
    expect(formatCurrency(1250.5)).toBe('₺1.250,50');
    rerender(costChart(0, 'Son 12 ayda tamir maliyeti girilmemiş.'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Son 12 ayda tamir maliyeti girilmemiş.')).toBeTruthy();
    // The table stays: zero is a figure too.
    expect(screen.getByRole('table', { name: 'Aylık tamir maliyeti' }).textContent).toContain('₺0,00');
  });
});
