// A bordered, scrolling list of choices (check boxes or radio buttons). Each row is a label around
// its input and what the input names, so the whole row is the tap target; while there are no rows,
// one row says why (nothing found, still loading). A red border while the field has an error.
//   <ChoiceList items={people} getKey={(u) => u.id} empty="Sonuç bulunamadı" maxHeight="max-h-48"
//     input={(u) => ({ type: 'radio', name: 'person', checked: value === u.id, onChange: () => choose(u.id), className: 'size-4' })}>
//     {(u) => <span>{fullName(u)}</span>}
//   </ChoiceList>
import type { InputHTMLAttributes, ReactNode } from 'react';
import { SCANNED_ROW } from '@app/lib/scanner/scanned-first';

export interface ChoiceListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** The row's input: its type, checked, onChange, name and class. */
  input: (item: T) => InputHTMLAttributes<HTMLInputElement>;
  /** What the row names, beside its input. */
  children: (item: T) => ReactNode;
  /** The one row shown while there are no items. */
  empty: ReactNode;
  /** The list's greatest height (a max-h-* class); it scrolls beyond. */
  maxHeight: string;
  invalid?: boolean;
  /** The row's least height (a min-h-* class). */
  rowHeight?: string;
  /** Rows scanned in this dialog: marked (SCANNED_ROW, `data-scanned`). */
  scanned?: (item: T) => boolean;
}

export function ChoiceList<T>({
  items,
  getKey,
  input,
  children,
  empty,
  maxHeight,
  invalid = false,
  rowHeight = 'min-h-11',
  scanned,
}: ChoiceListProps<T>) {
  return (
    <ul
      className={`${maxHeight} divide-y divide-slate-100 overflow-y-auto rounded-lg border ${invalid ? 'border-red-500' : 'border-slate-300'} bg-white`}
    >
      {items.length === 0 ? <li className="px-3 py-3 text-sm text-slate-500">{empty}</li> : null}
      {items.map((item) => {
        const mark = scanned?.(item) ?? false;
        return (
          <li key={getKey(item)} data-scanned={mark || undefined}>
            <label
              className={`flex ${rowHeight} cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:bg-blue-50 ${mark ? SCANNED_ROW : ''}`}
            >
              <input {...input(item)} />
              {children(item)}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
