// A list's search and filters. On a phone: the search box and a 'Filtrele' button that opens the
// filters in a sheet, the active ones shown as chips (each removable) under it, so the list starts
// on the first screen. From the `sm` breakpoint the filters stand beside the search as before.
// A filter by one choice (status, warehouse…) is described once, in `choices`: its select and its chip.
//   <FilterBar search={<SearchInput …/>} onClear={clear}
//     choices={[{ key: 'status', label: 'Durum', all: 'Tüm Durumlar', options, value: status, onChange: (status) => set({ status }) }]}
//     filters={<ExportCsvButton …/>} chips={[{ key: 'kit', label: 'Set: Kırıcı', onRemove: () => set({ kit: '' }) }]} />
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { useSmallScreen } from './search-sheet';
import { SelectField } from './select-field';
import { SolidIcon } from './solid-icon';

const FUNNEL_ICON =
  'M2.63 3.5A1.5 1.5 0 0 1 4 2.5h12a1.5 1.5 0 0 1 1.13 2.49L12 10.8V16a.75.75 0 0 1-1.09.67l-2.5-1.25A.75.75 0 0 1 8 14.75V10.8L2.87 4.99a1.5 1.5 0 0 1-.24-1.49Z';
/** The small ✕ of a filter chip. */
const CHIP_REMOVE_ICON =
  'M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z';

export interface FilterChip {
  key: string;
  /** 'Durum: Müsait'. */
  label: string;
  onRemove: () => void;
}

type ChoiceOption = { value: string; label: string };

/** A filter by one choice: a select whose label is read by screen readers only, and its chip while a value is on. */
export interface ChoiceFilter {
  key: string;
  /** 'Durum' (the select's name and the chip's 'Durum: Müsait'). */
  label: string;
  /** The empty choice: 'Tüm Durumlar'. */
  all: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  /** The list's default when it is not '' (no chip for it; removing the chip sets it). */
  fallback?: string;
  className?: string;
}

/** The 'Durum' filter ('Tüm Durumlar' for every row). */
export function statusChoice(
  options: readonly ChoiceOption[],
  value: string,
  onChange: (value: string) => void,
  fallback?: string,
): ChoiceFilter {
  return { key: 'status', label: 'Durum', all: 'Tüm Durumlar', options, value, onChange, ...(fallback === undefined ? {} : { fallback }) };
}

/** The 'Depo' filter of a list spanning warehouses ('Tüm Depolar' for every row). */
export function warehouseChoice(options: readonly ChoiceOption[], value: string, onChange: (value: string) => void): ChoiceFilter {
  return { key: 'warehouse', label: 'Depo', all: 'Tüm Depolar', options, value, onChange };
}

export interface FilterBarProps {
  search?: ReactNode;
  /** The filters by one choice, first in the bar, each with its chip. */
  choices?: readonly ChoiceFilter[];
  /** Other controls (an export button…), laid out by the caller's grid on wider screens after the choices. */
  filters?: ReactNode;
  /** Chips of filters that are not `choices`. */
  chips?: readonly FilterChip[];
  onClear: () => void;
  /** Classes of the wider screens' grid (search and filters side by side). */
  gridClassName?: string;
  /** Below the bar on every screen: the filtered count, an export button. */
  children?: ReactNode;
  className?: string;
}

export function FilterBar({
  search,
  choices = [],
  filters,
  chips: otherChips = [],
  onClear,
  gridClassName = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4',
  children,
  className = '',
}: FilterBarProps) {
  const small = useSmallScreen();
  const [open, setOpen] = useState(false);
  const controls = (
    <>
      {choices.map((c) => (
        <SelectField
          key={c.key}
          containerClassName={c.className}
          label={c.label}
          hideLabel
          placeholder={c.all}
          options={c.options}
          value={c.value}
          onChange={(e) => c.onChange(e.target.value)}
        />
      ))}
      {filters}
    </>
  );
  const chips = [
    ...choices.flatMap((c) =>
      selectChip(c.key, c.label, c.value === c.fallback ? '' : c.value, c.options, () => c.onChange(c.fallback ?? '')),
    ),
    ...otherChips,
  ];
  if (!small) {
    return (
      <div className={`flex flex-col gap-3 ${className}`}>
        <div className={gridClassName}>
          {search}
          {controls}
        </div>
        {children}
      </div>
    );
  }
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">{search}</div>
        <Button variant="secondary" className="shrink-0 !px-3" onClick={() => setOpen(true)} aria-haspopup="dialog">
          <SolidIcon d={FUNNEL_ICON} evenOdd className="size-5" />
          Filtrele{chips.length > 0 ? ` (${chips.length})` : ''}
        </Button>
      </div>
      {chips.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Etkin filtreler">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={chip.onRemove}
                aria-label={`Filtreyi kaldır: ${chip.label}`}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-1 pl-3 pr-2 text-xs font-medium text-blue-800 hover:bg-blue-100 pointer-coarse:min-h-11"
              >
                {chip.label}
                <SolidIcon d={CHIP_REMOVE_ICON} className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Filtrele"
        size="sm"
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                onClear();
                setOpen(false);
              }}
            >
              Filtreleri Temizle
            </Button>
            <Button onClick={() => setOpen(false)}>Tamam</Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 [&_.sr-only]:not-sr-only">{controls}</div>
      </Modal>
    </div>
  );
}

/** The chip of a select filter: its label and the chosen option's text ('Durum: Müsait'), or nothing when it is off. */
function selectChip(key: string, label: string, value: string, options: readonly ChoiceOption[], onRemove: () => void): FilterChip[] {
  if (!value) return [];
  const option = options.find((o) => o.value === value);
  return [{ key, label: `${label}: ${option?.label ?? value}`, onRemove }];
}
