// The count sessions ('Sayımlar'): filters by warehouse, status and start day; a new count starts
// from here ('Yeni Sayım') and opens the count screen.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { dateColumn, ListView, statusColumn, useListPage, namedOnPhone } from '@app/components/list-view';
import { EmptyState } from '@app/components/empty-state';
import { Modal } from '@app/components/modal';
import { PageHeader } from '@app/components/page-header';
import { SelectField } from '@app/components/select-field';
import { Spinner } from '@app/components/spinner';
import { StatusBadge } from '@app/components/status-badge';
import { ApiError, errorMessage } from '@app/lib/api-client';
import { useReference } from '@app/lib/reference-data';
import { fullName } from '@shared/format';
import type { NamedRef } from '@shared/api-types';
import { SESSION_STATUS_LABELS, StartStocktakeSchema, STOCKTAKE_NOTE_MAX } from '@shared/schemas/stocktake';
import { useStocktakes, type StocktakeListFilter } from '../api/get-stocktakes';
import { useStartStocktake } from '../api/start-stocktake';
import type { StocktakeSession } from '../api/types';
import { DocumentNumber } from '@app/components/document-number';
import { SearchInput } from '@app/components/search-input';
import { searchRows } from '@shared/search';
import { FormAlert } from '@app/components/field';

function usePickList(path: '/warehouses' | '/categories') {
  return useReference<NamedRef>(path === '/warehouses' ? 'warehouses' : 'categories');
}

export function StocktakesPage() {
  const [filter, setFilter] = useState<StocktakeListFilter>({});
  const [starting, setStarting] = useState(false);
  const [search, setSearch] = useState('');
  const sessions = useStocktakes(filter);
  const warehouses = usePickList('/warehouses');
  const navigate = useNavigate();
  const open = (s: StocktakeSession) =>
    void (s.status === 'open'
      ? navigate({ to: '/stocktakes/$id', params: { id: s.id } })
      : navigate({ to: '/stocktakes/$id/result', params: { id: s.id } }));

  return (
    <div>
      <PageHeader
        title="Sayımlar"
        description="Depodaki ekipmanı barkodla sayın, farkları görün ve giderin."
        actions={<Button onClick={() => setStarting(true)}>Yeni Sayım</Button>}
      />
      <SearchInput className="mb-3" label="Sayım ara" placeholder="Sayım no (SAY-…) veya depo" value={search} onChange={setSearch} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Depo"
          value={filter.warehouse_id ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, warehouse_id: e.target.value || undefined }))}
          options={[{ value: '', label: 'Tüm depolar' }, ...(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))]}
        />
        <SelectField
          label="Durum"
          value={filter.status ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, status: (e.target.value || undefined) as StocktakeListFilter['status'] }))}
          options={[
            { value: '', label: 'Tümü' },
            { value: 'open', label: SESSION_STATUS_LABELS.open! },
            { value: 'closed', label: SESSION_STATUS_LABELS.closed! },
          ]}
        />
        <DayField label="Başlangıç (en erken)" value={filter.from} onChange={(from) => setFilter((f) => ({ ...f, from }))} />
        <DayField label="Başlangıç (en geç)" value={filter.to} onChange={(to) => setFilter((f) => ({ ...f, to }))} />
      </div>
      {sessions.isPending ? (
        <Spinner block />
      ) : sessions.isError ? (
        <EmptyState title="Sayımlar yüklenemedi" description={errorMessage(sessions.error, 'Bağlantınızı kontrol edip yeniden deneyin.')} />
      ) : (
        <SessionList sessions={searchRows(sessions.data, search, (s) => [s.document?.number, s.warehouse_name])} onOpen={open} />
      )}
      <StartStocktakeDialog open={starting} onClose={() => setStarting(false)} />
    </div>
  );
}

function SessionList({ sessions, onOpen }: { sessions: readonly StocktakeSession[]; onOpen: (s: StocktakeSession) => void }) {
  const { pageRows, paging } = useListPage(sessions, 20);
  return (
    <ListView
      caption="Sayımlar"
      rows={pageRows}
      rowKey={(s) => s.id}
      onRowClick={onOpen}
      paging={paging}
      empty={<EmptyState title="Sayım bulunamadı" description="Yeni Sayım ile bir deponun sayımını başlatın." />}
      columns={[
        {
          id: 'warehouse',
          header: 'Depo',
          priority: 1,
          minWidth: 180,
          cell: (s) => (
            <button type="button" className="min-h-11 text-left font-medium text-blue-800 hover:underline" onClick={() => onOpen(s)}>
              {s.warehouse_name}
            </button>
          ),
        },
        {
          id: 'number',
          header: 'Sayım No',
          priority: 2,
          minWidth: 150,
          cell: (s) => <DocumentNumber document={s.document} />,
        },
        statusColumn(
          (s: StocktakeSession) => (
            <span className="flex flex-wrap gap-1">
              <StatusBadge tone={s.status === 'open' ? 'info' : 'neutral'}>{SESSION_STATUS_LABELS[s.status]}</StatusBadge>
              {s.late_pending ? <StatusBadge tone="info">{s.late_pending} geç okuma karar bekliyor</StatusBadge> : null}
            </span>
          ),
          { priority: 1, minWidth: 140 },
        ),
        {
          id: 'started-by',
          header: 'Başlatan',
          priority: 3,
          minWidth: 140,
          cell: (s) => (s.started_by_user ? fullName(s.started_by_user) : '-'),
        },
        dateColumn('started', 'Başlangıç', (s: StocktakeSession) => s.started_at),
        dateColumn('closed', 'Kapanış', (s: StocktakeSession) => s.closed_at, 3),
        // On a phone's line the numbers carry their labels ('Beklenen 47 · Okuma 3'), not two bare figures.
        namedOnPhone({ id: 'expected', header: 'Beklenen', priority: 2, minWidth: 90, align: 'right' }, 'Beklenen', (s: StocktakeSession) =>
          s.expected_count.toLocaleString('tr-TR'),
        ),
        namedOnPhone({ id: 'reads', header: 'Okuma', priority: 2, minWidth: 80, align: 'right' }, 'Okuma', (s: StocktakeSession) =>
          s.read_count.toLocaleString('tr-TR'),
        ),
        {
          id: 'result',
          header: 'Sonuç',
          priority: 3,
          minWidth: 220,
          cell: (s) =>
            s.counters
              ? `Bulundu ${s.counters.found} · Bulunamadı ${s.counters.missing} · Fark ${s.counters.elsewhere + s.counters.not_on_shelf + s.counters.out_of_scope + s.counters.unknown}`
              : '-',
        },
      ]}
    />
  );
}

function DayField({ label, value, onChange }: { label: string; value: string | undefined; onChange: (day: string | undefined) => void }) {
  const id = `day-${label.replace(/[^a-z]/gi, '')}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
      />
    </div>
  );
}

function StartStocktakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const warehouses = usePickList('/warehouses');
  const categories = usePickList('/categories');
  const start = useStartStocktake();
  const navigate = useNavigate();
  const [warehouseId, setWarehouseId] = useState('');
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const go = (id: string) => void navigate({ to: '/stocktakes/$id', params: { id } });
  const submit = async () => {
    const parsed = v.safeParse(StartStocktakeSchema, { warehouse_id: warehouseId, category_ids: categoryIds, note: note || null });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    try {
      const session = await start.mutateAsync(parsed.output);
      toast.success('Sayım başlatıldı.');
      onClose();
      go(session.id);
    } catch (e) {
      const openId = e instanceof ApiError ? (e.body as { session_id?: string } | null)?.session_id : undefined;
      if (openId) {
        toast.info(e instanceof Error ? e.message : '');
        onClose();
        go(openId);
        return;
      }
      setError(errorMessage(e, 'Sayım başlatılamadı.'));
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Yeni Sayım"
      description="Başlatınca deponun o anki kayıtları sayım için sabitlenir: Müsait ve Arızalı ekipman rafta beklenir."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            İptal
          </Button>
          <Button onClick={() => void submit()} disabled={start.isPending}>
            {start.isPending ? 'Başlatılıyor...' : 'Sayımı Başlat'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <SelectField
          label="Depo"
          required
          value={warehouseId}
          onChange={(e) => setWarehouseId(e.target.value)}
          options={[{ value: '', label: 'Depo seçin' }, ...(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))]}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Kategoriler (boş bırakılırsa tümü)</legend>
          <div className="mt-2 grid max-h-48 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
            {(categories.data ?? []).map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={categoryIds.includes(c.id)}
                  onChange={(e) => setCategoryIds((ids) => (e.target.checked ? [...ids, c.id] : ids.filter((x) => x !== c.id)))}
                />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="stocktake-note" className="text-sm font-medium text-slate-700">
            Not
          </label>
          <textarea
            id="stocktake-note"
            rows={2}
            maxLength={STOCKTAKE_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
          />
        </div>
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}
