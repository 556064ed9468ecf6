import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePrefillFromScan } from './use-prefill-from-scan';

const ITEMS = [
  { id: 'a', serial_number: 'SN-A' },
  { id: 'b', serial_number: 'SN-B' },
];

function Form(props: { open?: boolean; itemId?: string; items?: typeof ITEMS; chosen: string[] }) {
  usePrefillFromScan({ open: props.open, itemId: props.itemId, items: props.items, choose: (serial) => void props.chosen.push(serial) });
  return null;
}

describe('the item a scan linked to a form', () => {
  it('is chosen once the list is read, once per opening', () => {
    const chosen: string[] = [];
    const view = render(<Form open itemId="b" chosen={chosen} />);
    expect(chosen).toEqual([]);
    view.rerender(<Form open itemId="b" items={ITEMS} chosen={chosen} />);
    expect(chosen).toEqual(['SN-B']);
    // A list refresh chooses nothing again.
    view.rerender(<Form open itemId="b" items={[...ITEMS]} chosen={chosen} />);
    expect(chosen).toEqual(['SN-B']);
    view.rerender(<Form open={false} itemId="b" items={ITEMS} chosen={chosen} />);
    view.rerender(<Form open itemId="b" items={ITEMS} chosen={chosen} />);
    expect(chosen).toEqual(['SN-B', 'SN-B']);
  });

  it('an item not in the list is not chosen', () => {
    const chosen: string[] = [];
    render(<Form open itemId="yok" items={ITEMS} chosen={chosen} />);
    expect(chosen).toEqual([]);
  });
});
