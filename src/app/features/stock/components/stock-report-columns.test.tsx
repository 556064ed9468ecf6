import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListView } from '@app/components/list-view';
import { addMonths, warehouseToday } from '@shared/local-day';
import type { ConsumptionRow, PpeIssuedRow, StockValueRow } from '@shared/stock-reports';
import { consumptionColumns, PPE_COLUMNS, VALUE_COLUMNS } from './stock-report-columns';

const consumption: ConsumptionRow = {
  group_id: 'w1',
  group_name: 'Çınar Yıldız',
  department_name: 'Kaynak',
  item_id: 'i1',
  item_name: 'İş Eldiveni',
  variant: 'L',
  kind: 'ppe',
  unit: 'çift',
  issued: 3,
  returned: 0.5,
  consumed: 2.5,
  cost: 1250.5,
};

describe('the columns of the stock reports', () => {
  it('shows quantities in the item’s unit and money in TRY as the app writes it', () => {
    render(
      <ListView caption="Tüketim" rows={[consumption]} rowKey={(r) => r.item_id} columns={consumptionColumns('worker')} rowTestId="row" />,
    );
    const row = screen.getByTestId('row');
    expect(row).toHaveTextContent('Çınar Yıldız');
    expect(row).toHaveTextContent('İş Eldiveni (L)');
    expect(row).toHaveTextContent('2,5 çift');
    expect(row).toHaveTextContent('₺1.250,50');
  });

  it('marks a replacement day that has come, and shows the stock value per warehouse', () => {
    const today = warehouseToday();
    const ppe: PpeIssuedRow = {
      worker_id: 'w1',
      worker_name: 'Cem Kaya',
      department_name: null,
      item_id: 'i1',
      item_name: 'Baret',
      variant: null,
      standard: 'EN 397',
      unit: 'adet',
      quantity: 1,
      issues: 1,
      last_issued_on: addMonths(today, -12),
      next_replacement_on: today,
    };
    const { unmount } = render(<ListView caption="KKD" rows={[ppe]} rowKey={(r) => r.item_id} columns={PPE_COLUMNS} rowTestId="row" />);
    expect(screen.getByTestId('row')).toHaveTextContent('1 adet');
    expect(screen.getByTestId('row').querySelector('.text-red-700')).not.toBeNull();
    // A phone's card says which day is which.
    expect(screen.getByTestId('row')).toHaveTextContent(/Son teslim .+Yenileme /);
    unmount();
    const value: StockValueRow = {
      warehouse_id: 'w',
      warehouse_name: 'Merkez Depo',
      items: 2,
      consumable: 68,
      ppe: 87.5,
      spare_part: 0,
      value: 155.5,
    };
    render(<ListView caption="Stok Değeri" rows={[value]} rowKey={(r) => r.warehouse_id} columns={VALUE_COLUMNS} rowTestId="row" />);
    expect(screen.getByTestId('row')).toHaveTextContent('Merkez Depo');
    expect(screen.getByTestId('row')).toHaveTextContent('₺155,50');
  });
});
