// /broken-equipment/{id} (spec 02 "Broken detail"): status and 'Durumu Güncelle', equipment,
// fault, assignee, repairer, timeline, repair cost and invoice (both changeable once resolved).
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '@app/components/button';
import { Spinner } from '@app/components/spinner';
import { BrokenStatusBadge } from '@app/components/status-badge';
import { formatCurrency, formatDateTime, fullName } from '@shared/format';
import { useBrokenEquipment } from '../api/get-broken-equipment';
import type { BrokenDetail, PersonRef } from '../api/types';
import { InvoicePreview } from './invoice-preview';
import { InvoiceUploadModal } from './invoice-upload-modal';
import { equipmentSubtitle, equipmentTitle, linkClasses } from './labels';
import { AssignRepairModal } from './assign-repair-modal';
import { CompleteRepairModal } from './complete-repair-modal';
import { RepairActions } from './repair-actions';
import { RepairCostModal } from './repair-cost-modal';
import { RepairStatusDialog } from './repair-status-dialog';
import { useDocumentPrint } from '@app/components/paper/use-document-print';
import { FaultPaper } from './fault-paper';
import { PhotoThumbs } from '@app/components/photos/photo-thumbs';
import { WarrantyNotice } from './warranty-notice';
import { DocumentNumber } from '@app/components/document-number';
import { DetailCard as Card, DetailInfo as Info, EquipmentInfo, PhoneLink } from '@app/components/detail-card';

const RESOLVED = new Set(['repaired', 'scrapped']);

export function BrokenDetailPage({ id, autoPrint = false }: { id: string; autoPrint?: boolean }) {
  const navigate = useNavigate();
  const { data, isPending, isError } = useBrokenEquipment(id);
  const [dialog, setDialog] = useState<'status' | 'cost' | 'invoice' | 'assign' | 'complete' | null>(null);
  const print = useDocumentPrint(data, autoPrint);

  // The query's toast has said it failed (see query-client): back to the list.
  useEffect(() => {
    if (isError) void navigate({ to: '/broken-equipment' });
  }, [isError, navigate]);

  if (isPending || isError) return <Spinner block />;
  const r = data;
  const resolved = RESOLVED.has(r.status);

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link
          to="/broken-equipment"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <span aria-hidden="true">←</span> Arızalı Ekipmanlar
        </Link>
      </div>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{equipmentTitle(r.equipment)}</h1>
          <p className="mt-1 text-sm text-slate-600">{equipmentSubtitle(r.equipment)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <BrokenStatusBadge status={r.status} />
            <span>Bildirim: {formatDateTime(r.created_at)}</span>
          </div>
          <div className="mt-3">
            <WarrantyNotice until={r.under_warranty_until} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <RepairActions record={r} onAssign={() => setDialog('assign')} onComplete={() => setDialog('complete')} />
          <Button variant="secondary" onClick={() => setDialog('status')}>
            Durumu Güncelle
          </Button>
          <Button variant="secondary" onClick={print.request}>
            Yazdır
          </Button>
        </div>
      </header>
      {print.printing ? <FaultPaper record={r} photos={r.photos ?? []} paper={print.paper} onSealReady={print.onSealReady} /> : null}

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Card title="Ekipman Bilgileri">
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <EquipmentInfo equipment={r.equipment} title={equipmentTitle(r.equipment)} />
              <Info label="Arıza No">
                <DocumentNumber document={r.document} />
              </Info>
              <Info label="Kategori">{r.equipment.category?.name ?? '-'}</Info>
              <Info label="Depo">{r.warehouse?.name ?? '-'}</Info>
            </dl>
          </Card>
          <Card title="Arıza Açıklaması">
            <p className="whitespace-pre-wrap text-sm text-slate-800">{r.issue}</p>
            {r.photos?.length ? (
              <div className="mt-3">
                <PhotoThumbs photos={r.photos} />
              </div>
            ) : null}
          </Card>
          <div className="grid gap-4 md:grid-cols-2">
            <Card title="Atanan Kişi">
              {r.assigned_to_user ? (
                <dl className="grid gap-2 text-sm">
                  <Info label="Ad Soyad">{fullName(r.assigned_to_user)}</Info>
                  <Info label="TC Kimlik No">{r.assigned_to_user.tc_no ?? '-'}</Info>
                  <Info label="Telefon">
                    <PhoneLink phone={r.assigned_to_user.phone} />
                  </Info>
                  <Info label="Atanma Tarihi">{formatDateTime(r.assigned_at)}</Info>
                  <Info label="Atayan">{r.assigned_by_user ? fullName(r.assigned_by_user) : '-'}</Info>
                </dl>
              ) : (
                <p className="text-sm text-slate-500">Henüz atanmadı</p>
              )}
            </Card>
            <Card title="Tamirci">
              {r.repairer ? (
                <dl className="grid gap-2 text-sm">
                  <Info label="Ad">
                    <Link to="/broken-equipment/repairers/$id" params={{ id: r.repairer.id }} className={linkClasses}>
                      {r.repairer.name}
                    </Link>
                  </Info>
                  <Info label="Telefon">
                    <PhoneLink phone={r.repairer.phone} />
                  </Info>
                  <Info label="Adres">{r.repairer.address}</Info>
                </dl>
              ) : (
                <p className="text-sm text-slate-500">Tamirci belirtilmemiş</p>
              )}
            </Card>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <Card
              title="Tamir Maliyeti"
              action={
                resolved ? (
                  <Button variant="secondary" onClick={() => setDialog('cost')}>
                    Maliyeti Güncelle
                  </Button>
                ) : null
              }
            >
              <p className="text-2xl font-semibold text-slate-900" data-testid="repair-cost">
                {formatCurrency(r.repair_cost)}
              </p>
              <ChangedBy at={r.repair_cost_updated_at} by={r.repair_cost_updated_by_user} className="mt-1 text-xs text-slate-500" />
            </Card>
            <Card
              title="Fatura"
              action={
                resolved ? (
                  <Button variant="secondary" onClick={() => setDialog('invoice')}>
                    {r.has_invoice ? 'Faturayı Değiştir' : 'Fatura Yükle'}
                  </Button>
                ) : null
              }
            >
              {r.has_invoice ? <InvoicePreview text={r.repair_invoice} /> : <p className="text-sm text-slate-500">Fatura yüklenmemiş</p>}
              <ChangedBy at={r.invoice_uploaded_at} by={r.invoice_uploaded_by_user} className="mt-2 text-xs text-slate-500" />
            </Card>
          </div>
        </div>
        <Card title="Zaman Çizelgesi">
          <Timeline record={r} />
        </Card>
      </div>

      <RepairStatusDialog record={r} open={dialog === 'status'} onClose={() => setDialog(null)} />
      <RepairCostModal record={r} open={dialog === 'cost'} onClose={() => setDialog(null)} />
      <InvoiceUploadModal record={r} open={dialog === 'invoice'} onClose={() => setDialog(null)} />
      <AssignRepairModal record={dialog === 'assign' ? r : null} onClose={() => setDialog(null)} />
      <CompleteRepairModal record={dialog === 'complete' ? r : null} onClose={() => setDialog(null)} />
    </div>
  );
}

function Timeline({ record: r }: { record: BrokenDetail }) {
  const who = (p: PersonRef | null) => (p ? fullName(p) : null);
  const steps: Array<{ title: string; when?: string | null; detail?: string | null; tone: 'done' | 'current' | 'waiting' | 'danger' }> = [
    { title: 'Arıza bildirildi', when: r.created_at, detail: who(r.reported_by_user), tone: 'done' },
  ];
  if (r.assigned_at) {
    const by = who(r.assigned_by_user);
    const to = who(r.assigned_to_user);
    steps.push({
      title: 'Tamir atandı',
      when: r.assigned_at,
      detail: [to, by ? `Atayan: ${by}` : null].filter(Boolean).join(' · '),
      tone: 'done',
    });
  } else if (r.status === 'pending') {
    steps.push({ title: 'Tamir ataması', detail: 'Henüz atanmadı', tone: 'waiting' });
  }
  if (r.status === 'repaired') steps.push({ title: 'Tamir tamamlandı', when: r.resolved_at, detail: r.repairer?.name, tone: 'done' });
  else if (r.status === 'scrapped') steps.push({ title: 'Hurdaya ayrıldı', when: r.resolved_at, detail: r.repairer?.name, tone: 'danger' });
  else if (r.status === 'in_repair') steps.push({ title: 'Şu anda tamirde', tone: 'current' });

  const dot = { done: 'bg-green-600', current: 'bg-blue-600', waiting: 'bg-slate-300', danger: 'bg-red-600' } as const;
  return (
    <ol className="relative ml-2 border-l border-slate-200">
      {steps.map((s) => (
        <li key={s.title} className="mb-5 ml-5 last:mb-0">
          <span aria-hidden="true" className={`absolute -left-1.5 mt-1.5 size-3 rounded-full ring-4 ring-white ${dot[s.tone]}`} />
          <p className="text-sm font-medium text-slate-900">{s.title}</p>
          {s.when ? <p className="text-xs text-slate-500">{formatDateTime(s.when)}</p> : null}
          {s.detail ? <p className="text-xs text-slate-600">{s.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Who last changed a value and when ('Ali Veli · 01.02.2026 10:00'); nothing before any change. */
function ChangedBy({ at, by, className }: { at: string | null; by: PersonRef | null | undefined; className: string }) {
  if (!at) return null;
  return (
    <p className={className}>
      {by ? `${fullName(by)} · ` : ''}
      {formatDateTime(at)}
    </p>
  );
}
