// 'Yeni Talep' (docs/planning.md "Requests"): from a phone at the site, ask a warehouse for a
// number of a model, specific items, kits or stock, for a site and days, with a note. Sent at once
// when the server answers; without a connection it is queued and sent once when it is back.
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@app/components/button';
import { SiteAndDays } from '@app/components/site-and-days';
import { PageHeader } from '@app/components/page-header';
import { SelectField } from '@app/components/select-field';
import { Spinner } from '@app/components/spinner';
import { TextareaField } from '@app/components/textarea-field';
import { errorMessage } from '@app/lib/api-client';
import { useKits } from '@app/lib/kits/kits-query';
import { addDays, warehouseToday } from '@shared/local-day';
import * as v from 'valibot';
import { CreateRequestSchema } from '@shared/requests';
import { firstIssueMessage } from '@shared/schemas/fields';
import { useRequestOptions, useSubmitRequest } from '../api/requests-api';
import { PickupWorkerSelect } from './pickup-worker-select';
import { ProblemNote } from './request-card';
import { RequestLinesEditor, type LineDraft } from './request-lines-editor';

export function NewRequestPage() {
  const options = useRequestOptions();
  const kits = useKits();
  const submit = useSubmitRequest();
  const navigate = useNavigate();
  const today = warehouseToday();
  const warehouses = options.data?.warehouses ?? [];
  const [depo, setDepo] = useState('');
  const [workerId, setWorkerId] = useState('');
  const [site, setSite] = useState('');
  const [first, setFirst] = useState(addDays(today, 1));
  const [last, setLast] = useState(addDays(today, 1));
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const chosenDepo = depo || (warehouses.length === 1 ? warehouses[0]!.id : '');

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = {
      id: crypto.randomUUID(),
      warehouse_id: chosenDepo,
      worker_id: workerId || null,
      site: site.trim(),
      start_day: first,
      end_day: last ? addDays(last, 1) : '',
      note: note.trim() || null,
      lines: lines.map(({ label: _label, ...line }) => line),
    };
    const parsed = v.safeParse(CreateRequestSchema, body);
    if (!parsed.success) return setProblem(firstIssueMessage(parsed.issues));
    const name = warehouses.find((w) => w.id === chosenDepo)?.name ?? '';
    try {
      const result = await submit.mutateAsync({ body, label: `Talep: ${body.site} (${name}), ${lines.length} kalem` });
      if (result.status === 'sent') {
        toast.success('Talep gönderildi.');
        void navigate({ to: '/requests/$id', params: { id: result.response.id } });
      } else {
        toast.info('Bağlantı yok: talep kaydedildi, bağlantı gelince bir kez gönderilecek.');
        void navigate({ to: '/requests' });
      }
    } catch (error) {
      setProblem(errorMessage(error, 'Talep gönderilemedi.'));
    }
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader
        title="Yeni Talep"
        description="Şantiyenin ihtiyacını depoya bildirin; depo onaylayınca rezervasyon yapılır."
        back={
          <Link to="/requests" className="text-sm text-slate-600 underline">
            Taleplerim
          </Link>
        }
      />
      {options.isPending ? <Spinner /> : null}
      {options.isError && !options.data ? <p className="text-sm text-red-700">Depolar okunamadı. Bağlantınızı kontrol edin.</p> : null}
      <form onSubmit={send} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" noValidate>
        <SelectField
          label="Depo"
          required
          placeholder="Depo seçin"
          options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
          value={chosenDepo}
          onChange={(e) => {
            setDepo(e.target.value);
            setLines([]);
          }}
        />
        <SiteAndDays site={site} onSite={setSite} first={first} onFirst={setFirst} last={last} onLast={setLast} today={today} />
        <PickupWorkerSelect
          options={options.data}
          label="Teslim alacak (isteğe bağlı)"
          placeholder="Depo belirlesin"
          value={workerId}
          onChange={setWorkerId}
        />
        <RequestLinesEditor options={options.data} kits={kits.data} warehouseId={chosenDepo} lines={lines} onChange={setLines} />
        <TextareaField label="Not" value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={2} />
        <ProblemNote text={problem} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={submit.isPending}>
            Talep Gönder
          </Button>
          <Link to="/requests" className={buttonClasses('secondary')}>
            Vazgeç
          </Link>
        </div>
      </form>
    </div>
  );
}
