// A kit's code read by a wedge scanner the moment the hand-over opens, before the device copy's items
// are read (offline on a slow tablet): the scan waits for them, and then adds the kit's members.
import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { referenceKey } from '@app/lib/reference-data/keys';
import { renderRoutedWithApp } from '../../../../tests/helpers/render-with-app';
import { sampleKit } from '../../../../tests/helpers/kit-fixture';
import type { KitItem } from './kit-scan';
import { useHandoverScan } from './use-handover-scan';

const member = (n: number) => ({ equipment_id: `e${n}`, serial_number: `SN-${n}`, brand: 'Leica', model: 'NA', status: 'available' });
const items: KitItem[] = [1, 2, 3].map((n) => ({ id: `e${n}`, serial_number: `SN-${n}`, status: 'available', warehouse_id: 'w1' }));

const handle: { scan?: (code: string) => Promise<string | undefined>; showItems?: () => void } = {};
const added: string[] = [];

function HandOver() {
  const [shown, setShown] = useState<KitItem[] | undefined>(undefined);
  handle.showItems = () => setShown(items);
  handle.scan = useHandoverScan({
    items: shown,
    refusal: () => null,
    add: (serial) => {
      if (!shown?.some((i) => i.serial_number === serial)) return `${serial} bulunamadı.`;
      added.push(serial);
      return undefined;
    },
  });
  return <p>{shown ? 'okundu' : 'okunuyor'}</p>;
}

describe('a hand-over scan before the device copy is read', () => {
  it('waits for the items, then adds every member of the kit', async () => {
    // The kits are read (held as read: this test is about the items).
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: false } } });
    client.setQueryData(referenceKey('kits'), [sampleKit([member(1), member(2), member(3)])]);
    const view = await renderRoutedWithApp(<HandOver />, '/', client);
    await view.findByText('okunuyor');

    let answer: string | undefined | 'waiting' = 'waiting';
    const scanned = handle.scan!('set-00007').then((a) => {
      answer = a;
    });
    // Not judged on an empty copy: no refusal, nothing added yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answer).toBe('waiting');
    expect(added).toEqual([]);

    act(() => handle.showItems!());
    await act(() => scanned);
    expect(answer).toBeUndefined();
    await waitFor(() => expect(added).toEqual(['SN-1', 'SN-2', 'SN-3']));
  });
});
