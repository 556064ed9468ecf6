// Stock lines in the serial hand-over form (docs/stock.md "In the hand-over"): beside the serial
// items, a user who may issue stock adds items and quantities of the chosen warehouse (levels from
// the server, or from the device copy offline); the worker signs once for all. The lines ride on the
// signing's first request and land as a stock issue (its KKD- document) of the same worker. A scanned
// stock code (camera or wedge, the form's own scanner) adds one unit of the item per read.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@app/components/button';
import { useSession } from '@app/lib/session';
import { HandoverStockSchema, type HandoverStockInput } from '@shared/schemas/stock';
import { useQuery } from '@tanstack/react-query';
import { stockLevelsQuery } from '@app/lib/stock/stock-copy';
import { addScannedUnit, findScannedStock, findStockByCode } from '@app/lib/stock/stock-scan';
import { parseAmount, parseForm, type FieldErrors } from './form-errors';
import { PPE_BRIEFING_MISSING, PpeBriefing } from './ppe-briefing';
import { newLine, StockLines, type LineDraft } from './stock-lines';

export interface HandoverStock {
  /** The form's section ('KKD ve Sarf Malzeme'); nothing without issue_stock. */
  section: ReactNode;
  /** Checks the lines (showing what is wrong); true when there are none. */
  check: () => boolean;
  /** What the signing's request carries: the lines, and what to do once they landed or were queued. */
  request: () => { stock: HandoverStockInput | null; onStockLanded: () => void };
  /** A scanned code: null when it names no stock item, else one unit added (`{}`) or why not. */
  scan: (code: string) => Promise<{ refusal?: string } | null>;
  /** A kit's stock lines (docs/planning.md "Kits"): their quantities join the lines, once per kit and signing; a note when they cannot. */
  addKit: (kit: { id: string; stock_lines: readonly { stock_item_id: string; quantity: number }[] }) => string | undefined;
}

/** A stock code scanned before the warehouse is known: its levels (and the lines) belong to one. */
export const STOCK_SCAN_NO_WAREHOUSE = 'Stok kalemi eklemek için önce depoyu seçin.';
/** A kit with stock lines scanned by a user who may not hand out stock: its items go, its stock lines not. */
export const KIT_STOCK_NOT_ALLOWED = 'Setin stok satırları eklenmedi: stok teslim etme yetkiniz yok.';

type Units = { id: string; amount: number };

/** `initialItemId`: a stock item scanned before the form opened (the shell's scan), added once its warehouse's levels are read. */
export function useHandoverStock(warehouseId: string, initialItemId?: string): HandoverStock {
  const { can } = useSession();
  const allowed = can('issue_stock');
  const levels = useQuery(stockLevelsQuery(allowed && warehouseId ? warehouseId : undefined));
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [briefed, setBriefed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // One stock issue per signing: a retry of the same signing sends the same id.
  const idRef = useRef(crypto.randomUUID());
  const clear = () => {
    setLines([]);
    setBriefed(false);
    setErrors({});
    idRef.current = crypto.randomUUID();
  };
  // Lines belong to a warehouse: another one (or the form's reset after a signing) starts over.
  useEffect(clear, [warehouseId]);
  // Stock codes read before the chosen warehouse's levels were (the shell's scan, or a scan just
  // after the warehouse was chosen): added once they are read.
  const pending = useRef<Units[]>(initialItemId ? [{ id: initialItemId, amount: 1 }] : []);
  const latest = useRef(levels.data);
  latest.current = levels.data;
  const addUnits = (units: readonly Units[]) =>
    setLines((list) => units.reduce((acc, u) => addScannedUnit(acc, u.id, newLine, u.amount), list));
  useEffect(() => {
    const units = pending.current;
    if (!levels.data || units.length === 0) return;
    pending.current = [];
    addUnits(units.filter((u) => levels.data.some((l) => l.id === u.id)));
  }, [levels.data]);

  const scan = async (code: string): Promise<{ refusal?: string } | null> => {
    if (!allowed) return null;
    if (warehouseId && levels.data) {
      const row = findStockByCode(levels.data, code);
      if (!row) return null;
      addUnits([{ id: row.id, amount: 1 }]);
      return {};
    }
    // No warehouse chosen yet, or its levels not read yet: the device copy's catalogue says whether the code is stock.
    const item = await findScannedStock(code);
    if (!item) return null;
    if (!warehouseId) return { refusal: STOCK_SCAN_NO_WAREHOUSE };
    if (latest.current) addUnits([{ id: item.id, amount: 1 }]);
    else pending.current.push({ id: item.id, amount: 1 });
    return {};
  };
  // Kits whose stock lines joined this signing: a kit scanned again (or scanned after its reservation brought it) adds none.
  const kitsIn = useRef(new Set<string>());
  const addKit: HandoverStock['addKit'] = (kit) => {
    if (kit.stock_lines.length === 0 || kitsIn.current.has(kit.id)) return undefined;
    if (!allowed) return KIT_STOCK_NOT_ALLOWED;
    kitsIn.current.add(kit.id);
    // The kit's members may have just chosen the warehouse: its levels are read before the lines join.
    pending.current.push(...kit.stock_lines.map((l) => ({ id: l.stock_item_id, amount: l.quantity })));
    if (warehouseId && levels.data) addUnits(pending.current.splice(0).filter((u) => levels.data.some((l) => l.id === u.id)));
    return undefined;
  };

  const byId = useMemo(() => new Map((levels.data ?? []).map((l) => [l.id, l])), [levels.data]);
  const hasPpe = lines.some((l) => byId.get(l.item_id)?.kind === 'ppe');
  const body = () => ({
    id: idRef.current,
    ppe_briefed: briefed,
    lines: lines.map((l) => ({ item_id: l.item_id, quantity: parseAmount(l.quantity) })),
  });

  const check = () => {
    if (lines.length === 0) return true;
    const parsed = parseForm(HandoverStockSchema, body());
    const found: FieldErrors = parsed.ok ? {} : parsed.errors;
    if (hasPpe && !briefed) found.ppe_briefed = PPE_BRIEFING_MISSING;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const section =
    allowed && warehouseId ? (
      <section className="flex flex-col gap-3" aria-label="KKD ve Sarf Malzeme" data-testid="handover-stock">
        <h3 className="text-sm font-semibold text-slate-900">KKD ve Sarf Malzeme</h3>
        {lines.length === 0 ? (
          <div>
            <Button variant="secondary" onClick={() => setLines([newLine()])}>
              + Stok Kalemi Ekle
            </Button>
          </div>
        ) : (
          <>
            <StockLines lines={lines} onChange={setLines} levels={levels.data ?? []} errors={errors} />
            {hasPpe ? <PpeBriefing checked={briefed} onChange={setBriefed} error={errors.ppe_briefed} /> : null}
            <div>
              <Button variant="ghost" onClick={clear}>
                Stok kalemlerini kaldır
              </Button>
            </div>
          </>
        )}
      </section>
    ) : null;

  return {
    section,
    check,
    scan,
    addKit,
    request: () => ({
      stock: lines.length ? { ...body(), offline: false } : null,
      onStockLanded: () => {
        clear();
        kitsIn.current.clear();
      },
    }),
  };
}

/** The form's scan: a stock item's code (not a serial the form knows) adds one unit of it; anything else goes to `other`. */
export const withStockScan =
  (stock: HandoverStock, isSerial: (code: string) => boolean, other: (code: string) => Promise<string | undefined>) =>
  async (code: string): Promise<string | undefined> => {
    const taken = isSerial(code) ? null : await stock.scan(code);
    return taken ? taken.refusal : other(code);
  };
