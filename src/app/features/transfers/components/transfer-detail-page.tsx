// /transfers/{id} (spec 02 "Transfer detail"): header, flow card, equipment card, people card,
// timeline. A failed load or an unknown id shows the error and goes back to /transfers.
import { useEffect, useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Button } from '@app/components/button';
import { Spinner } from '@app/components/spinner';
import { TransferStatusBadge } from '@app/components/status-badge';
import { formatDateTime, fullName } from '@shared/format';
import { useTransfer } from '../api/get-transfer';
import type { TransferDetail } from '../api/types';
import { CompleteTransferDialog } from './complete-transfer-dialog';
import { equipmentTitle, linkClasses } from './labels';
import { PathLink } from '@app/components/path-link';
import { DocumentNumber } from '@app/components/document-number';
import { DetailCard as Card, DetailInfo as Info, EquipmentInfo, PhoneLink } from '@app/components/detail-card';
import { useDocumentPrint } from '@app/components/paper/use-document-print';
import { TransferPaper } from './transfer-paper';

export function TransferDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const { data, isPending, isError } = useTransfer(id);
  const [completing, setCompleting] = useState(false);
  // Printed once the seal is drawn, or without it when the document's data cannot be read.
  const print = useDocumentPrint(data);

  // Spec 02 § errors: an unknown id, like any load failure, shows the error and returns to the list.
  useEffect(() => {
    if (isError) void navigate({ to: '/transfers', replace: true });
  }, [isError, navigate]);

  const back = () => {
    if (window.history.length > 1) router.history.back();
    else void navigate({ to: '/transfers' });
  };

  if (isPending || isError) return <Spinner block />;
  const t = data;

  return (
    <div className="flex flex-col gap-5">
      <div>
        <button
          type="button"
          onClick={back}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <span aria-hidden="true">←</span> Geri
        </button>
      </div>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{equipmentTitle(t.equipment)}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <TransferStatusBadge status={t.status} />
            <span>Oluşturulma: {formatDateTime(t.created_at)}</span>
            <span>
              Belge No: <DocumentNumber document={t.document} />
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={print.request}>
            Belgeyi Yazdır
          </Button>
          {t.status === 'in_transit' ? <Button onClick={() => setCompleting(true)}>Transferi Tamamla</Button> : null}
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Card title="Transfer Akışı">
            <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
              <WarehouseEnd label="Kaynak Depo" warehouse={t.from_warehouse} />
              <span aria-hidden="true" className="text-center text-2xl text-slate-400">
                →
              </span>
              <WarehouseEnd label="Hedef Depo" warehouse={t.to_warehouse} />
            </div>
          </Card>
          <Card title="Ekipman">
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <EquipmentInfo equipment={t.equipment} title={equipmentTitle(t.equipment)} />
              <Info label="Kategori">{t.equipment.category?.name ?? '-'}</Info>
            </dl>
          </Card>
          <Card title="Kişiler">
            <ul className="grid gap-3 md:grid-cols-3">
              <PersonCard role="Gönderen" person={t.issuer} />
              <PersonCard role="Transferi Gerçekleştirecek Kişi" person={t.assigned_to_user} />
              {t.receiver ? <PersonCard role="Teslim Alan" person={t.receiver} /> : null}
            </ul>
          </Card>
        </div>
        <Card title="Zaman Çizelgesi">
          <ol className="relative ml-2 border-l border-slate-200">
            <li className="mb-5 ml-5">
              <span aria-hidden="true" className="absolute -left-1.5 mt-1.5 size-3 rounded-full bg-blue-600 ring-4 ring-white" />
              <p className="text-sm font-medium text-slate-900">Transfer Oluşturuldu</p>
              <p className="text-xs text-slate-500">{formatDateTime(t.created_at)}</p>
              <p className="text-xs text-slate-600">{fullName(t.issuer)}</p>
            </li>
            {t.status === 'completed' ? (
              <li className="ml-5">
                <span aria-hidden="true" className="absolute -left-1.5 mt-1.5 size-3 rounded-full bg-green-600 ring-4 ring-white" />
                <p className="text-sm font-medium text-slate-900">Transfer Tamamlandı</p>
                <p className="text-xs text-slate-500">{formatDateTime(t.completed_at)}</p>
                <p className="text-xs text-slate-600">{t.receiver ? fullName(t.receiver) : '-'}</p>
              </li>
            ) : (
              <li className="ml-5">
                <span aria-hidden="true" className="absolute -left-1.5 mt-1.5 size-3 rounded-full bg-slate-300 ring-4 ring-white" />
                <p className="text-sm font-medium text-slate-900">Yolda</p>
                <p className="text-xs text-slate-600">Henüz teslim alınmadı</p>
              </li>
            )}
          </ol>
        </Card>
      </div>

      <CompleteTransferDialog transfer={completing ? t : null} onClose={() => setCompleting(false)} />
      {print.printing ? <TransferPaper transfer={t} onSealReady={print.onSealReady} /> : null}
    </div>
  );
}

function PersonCard({ role, person }: { role: string; person: TransferDetail['issuer'] }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{role}</p>
      <p className="mt-1 font-medium text-slate-900">{fullName(person)}</p>
      <p className="text-slate-600">TC: {person.tc_no ?? '-'}</p>
      {person.phone ? <PhoneLink phone={person.phone} /> : null}
    </li>
  );
}

/** One end of the transfer: the warehouse it leaves or reaches. */
function WarehouseEnd({ label, warehouse }: { label: string; warehouse: { id: string; name: string } }) {
  return (
    <div className="flex-1 rounded-lg border border-slate-200 p-3">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <PathLink to={`/warehouses/${warehouse.id}`} className={linkClasses}>
        {warehouse.name}
      </PathLink>
    </div>
  );
}
