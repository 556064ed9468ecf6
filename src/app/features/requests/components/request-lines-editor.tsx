// The lines of a new request: a number of a model of the chosen warehouse, a specific item by its
// serial number (typed or scanned; the server finds it in the warehouse), a kit (chosen from the
// warehouse's kits of the device copy, or its code typed or scanned), or a stock quantity.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@app/components/button';
import { ScanButton } from '@app/components/scanner/scan-button';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { kitLabel, sameKitCode, type Kit } from '@shared/kits';
import { parseQuantityText } from '@shared/stock';
import type { RequestLineInput, RequestOptions } from '@shared/requests';

export type LineDraft = RequestLineInput & { label: string };

const modelKey = (m: { brand_id: string; model: string }) => `${m.brand_id}|${m.model}`;
const lineCode = (l: LineDraft) => (l.kind === 'item' ? l.serial_number : l.kind === 'kit' ? l.code : null);

/** A read or a typed code as a line: a kit of the warehouse when the copy knows its code, else a serial. */
function readLine(text: string, kits: readonly Kit[]): LineDraft {
  const kit = kits.find((k) => sameKitCode(k.code, text));
  if (kit) return { kind: 'kit', code: kit.code, label: kitLabel(kit) };
  return { kind: 'item', serial_number: text, label: `Seri no: ${text}` };
}

export function RequestLinesEditor({
  options,
  kits: allKits = [],
  warehouseId,
  lines,
  onChange,
}: {
  options: RequestOptions | undefined;
  /** The kits of the device copy (those of the chosen warehouse are offered). */
  kits?: readonly Kit[];
  warehouseId: string;
  lines: readonly LineDraft[];
  onChange: (lines: LineDraft[]) => void;
}) {
  const models = useMemo(() => (options?.models ?? []).filter((m) => m.warehouse_id === warehouseId), [options, warehouseId]);
  const kits = useMemo(() => allKits.filter((k) => k.warehouse_id === warehouseId), [allKits, warehouseId]);
  const [modelChoice, setModelChoice] = useState('');
  const [count, setCount] = useState('1');
  const [serial, setSerial] = useState('');
  const [stockChoice, setStockChoice] = useState('');
  const [amount, setAmount] = useState('1');
  const add = (line: LineDraft) => onChange([...lines, line]);

  const addModel = () => {
    const m = models.find((x) => modelKey(x) === modelChoice);
    const quantity = Number(count);
    if (!m || !Number.isInteger(quantity) || quantity < 1) return;
    add({ kind: 'model', brand_id: m.brand_id, model: m.model, quantity, label: `${quantity} × ${m.brand} ${m.model}` });
    setModelChoice('');
    setCount('1');
  };
  const isListed = (list: readonly LineDraft[], line: LineDraft) => {
    const code = lineCode(line)!;
    const same = line.kind === 'kit' ? sameKitCode : (a: string, b: string) => a === b;
    return list.some((l) => l.kind === line.kind && same(lineCode(l) ?? '', code));
  };
  const addSerial = () => {
    const text = serial.trim();
    if (!text) return;
    const line = readLine(text, kits);
    if (isListed(lines, line)) return;
    add(line);
    setSerial('');
  };
  // The phone's camera reads serials straight into the list, several in a row (the server finds
  // each); reads come faster than the page redraws, so the latest list is kept here.
  const latest = useRef(lines);
  useEffect(() => {
    latest.current = lines;
  });
  const onScan = (read: string) => {
    const line = readLine(read.trim(), kits);
    if (isListed(latest.current, line)) return `${line.kind === 'kit' ? line.label : read.trim()} zaten listede.`;
    const next: LineDraft[] = [...latest.current, line];
    latest.current = next;
    onChange(next);
    return undefined;
  };
  const addStock = () => {
    const item = options?.stock_items.find((s) => s.id === stockChoice);
    const quantity = parseQuantityText(amount);
    if (!item || !(quantity > 0)) return;
    add({ kind: 'stock', stock_item_id: item.id, quantity, label: `${amount.trim()} ${item.unit} ${item.name}` });
    setStockChoice('');
    setAmount('1');
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Modelden adet"
          containerClassName="min-w-48 flex-1"
          placeholder={warehouseId ? 'Model seçin' : 'Önce depo seçin'}
          options={models.map((m) => ({ value: modelKey(m), label: `${m.brand} ${m.model} (${m.count})` }))}
          value={modelChoice}
          onChange={(e) => setModelChoice(e.target.value)}
        />
        <TextField label="Adet" containerClassName="w-20" inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
        <Button type="button" variant="secondary" onClick={addModel} disabled={!modelChoice}>
          Ekle
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Belirli ekipman (seri no) ya da set kodu"
          containerClassName="min-w-48 flex-1"
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          maxLength={100}
        />
        <Button type="button" variant="secondary" onClick={addSerial} disabled={!serial.trim()}>
          Ekle
        </Button>
        <ScanButton continuous label="Tara" title="Talep edilecek ekipmanları tara" onScan={onScan} />
      </div>
      {kits.length > 0 ? (
        <SelectField
          label="Set ekle"
          placeholder="Set seçin"
          options={kits
            .filter((k) => !lines.some((l) => l.kind === 'kit' && sameKitCode(l.code, k.code)))
            .map((k) => ({ value: k.code, label: `${kitLabel(k)} — ${k.members.length} ekipman` }))}
          value=""
          onChange={(e) => {
            const kit = kits.find((k) => k.code === e.target.value);
            if (kit) add({ kind: 'kit', code: kit.code, label: kitLabel(kit) });
          }}
        />
      ) : null}
      {options && options.stock_items.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Stok / KKD"
            containerClassName="min-w-48 flex-1"
            placeholder="Stok kartı seçin"
            options={options.stock_items.map((s) => ({ value: s.id, label: `${s.name} (${s.unit})` }))}
            value={stockChoice}
            onChange={(e) => setStockChoice(e.target.value)}
          />
          <TextField
            label="Miktar"
            containerClassName="w-20"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Button type="button" variant="secondary" onClick={addStock} disabled={!stockChoice}>
            Ekle
          </Button>
        </div>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm" aria-label="Talep edilenler">
        {lines.map((l, i) => (
          <li key={`${l.label}-${i}`} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1">
            <span>{l.label}</span>
            <button
              type="button"
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
              className="min-h-11 px-2 text-sm font-medium text-red-700"
              aria-label={`${l.label} çıkar`}
            >
              Çıkar
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
