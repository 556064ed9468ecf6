// /field-equipment/{id}: the record with its parties, the item, the timeline, the return (condition,
// note, fault), the terms and the signatures; prints the hand-over document (every item of the
// signing) or the return document (every item returned together). `?belge=iade` prints the latter
// as soon as the record is loaded.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { DocumentNumber } from '@app/components/document-number';
import { documentPaperQueryOptions } from '@app/lib/documents/document-queries';
import { formatDateTime, fullName } from '@shared/format';
import { daysOverdue, formatLocalDay, overdueLabel, warehouseToday } from '@shared/local-day';
import { returnConditionLabel } from '@shared/schemas/operations';
import { Button, buttonClasses } from '@app/components/button';
import { Can } from '@app/components/can';
import { PageHeader } from '@app/components/page-header';
import { PhoneLink, StackCard as Card } from '@app/components/detail-card';
import { Spinner } from '@app/components/spinner';
import { StatusBadge } from '@app/components/status-badge';
import { useFieldEquipment } from '../api/get-field-equipment';
import { useFieldEquipmentList } from '../api/get-field-equipment-list';
import type { FieldEquipmentDetail, FieldWorker } from '../api/types';
import { equipmentTitle } from './field-labels';
import { PathLink, linkClasses } from '@app/components/path-link';
import { PrintDocument, type PrintKind } from './print-document';
import { ReturnDialog } from './return-dialog';
import { SignatureBox } from '@app/components/paper/signature-box';
import { PhotoThumbs } from '@app/components/photos/photo-thumbs';
import { HandoverPhotoList, itemsWithPhotos } from './handover-photos';

export function FieldEquipmentDetailPage({ id, printReturnDocument = false }: { id: string; printReturnDocument?: boolean }) {
  const navigate = useNavigate();
  const { data: record, isError } = useFieldEquipment(id);
  const [printKind, setPrintKind] = useState<PrintKind>('handover');
  const [printRequest, setPrintRequest] = useState(0);
  const [returning, setReturning] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [autoPrinted, setAutoPrinted] = useState(false);
  // 'Ek İade Al' on a return document: the same worker's items still in the field.
  const heldList = useFieldEquipmentList();
  const stillHeld = (heldList.data ?? []).filter((r) => record && r.status === 'active' && r.worker.id === record.worker.id);
  // The printed document's own data (number, code, company, texts as signed): the hand-over's at
  // once (its texts show on the page), the return's when it is printed.
  const handoverPaper = useQuery(documentPaperQueryOptions(record?.document?.id));
  const returnPaper = useQuery(documentPaperQueryOptions(printKind === 'return' && printRequest > 0 ? record?.return_document?.id : null));
  const paper = printKind === 'handover' ? handoverPaper : returnPaper;
  const [sealReady, setSealReady] = useState(false);
  const onSealReady = useCallback(() => setSealReady(true), []);
  const printed = useRef(0);

  // Reached from a list's 'İade Belgesi': print the return document once it is there.
  useEffect(() => {
    if (!printReturnDocument || autoPrinted || record?.status !== 'returned') return;
    setAutoPrinted(true);
    setPrintKind('return');
    setPrintRequest((n) => n + 1);
  }, [printReturnDocument, autoPrinted, record?.status]);

  // The query's toast has said it failed (see query-client): back to the list.
  useEffect(() => {
    if (isError) void navigate({ to: '/field-equipment' });
  }, [isError, navigate]);

  // Print once the chosen document has rendered with its seal (the QR drawn), or without one when
  // its data cannot be had; the hand-over document is the default again after.
  const waiting = printRequest > 0 && paper.fetchStatus === 'fetching' ? true : printRequest > 0 && !!paper.data && !sealReady;
  useEffect(() => {
    if (printRequest === 0 || printed.current === printRequest || waiting) return;
    printed.current = printRequest;
    const reset = () => setPrintKind('handover');
    window.addEventListener('afterprint', reset, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', reset);
  }, [printRequest, waiting]);

  if (!record) return <Spinner block />;

  const print = (kind: PrintKind) => {
    if (kind !== printKind) setSealReady(false);
    setPrintKind(kind);
    setPrintRequest((n) => n + 1);
  };
  const isActive = record.status === 'active';
  const others = record.batch_items.filter((i) => i.id !== record.id);
  const late = daysOverdue(record, warehouseToday());

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link to="/field-equipment" className={buttonClasses('ghost', '-ml-3')}>
            ← Sahadaki Ekipmanlar
          </Link>
        }
        title={equipmentTitle(record.equipment)}
        // Shown at every size (a description is left to wider screens): the phone needs the number and status too.
        summary={
          <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="handover-summary">
            <span className="whitespace-nowrap">
              Seri No: <span className="font-mono">{record.equipment.serial_number}</span>
            </span>
            <span aria-hidden="true">·</span>
            <span>
              Belge No: <DocumentNumber document={record.document} />
            </span>
            {isActive ? <StatusBadge tone="info">Sahada</StatusBadge> : <StatusBadge tone="success">İade Alındı</StatusBadge>}
            {late > 0 ? <StatusBadge tone="danger">{overdueLabel(late)}</StatusBadge> : null}
          </span>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => print('handover')}>
              Yazdır
            </Button>
            {isActive ? null : (
              <Button variant="secondary" onClick={() => print('return')}>
                İade Belgesini Yazdır
              </Button>
            )}
            {isActive ? <Button onClick={() => setReturning(true)}>İade Al</Button> : null}
          </>
        }
      />

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <PersonCard title="Teslim Alan İşçi" person={record.worker} link />
        {record.team_leader ? <PersonCard title="Ekip Lideri" person={record.team_leader} link /> : null}
        <Card title="Ekipman">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-slate-500">Ekipman</dt>
            <dd>
              <PathLink to={`/equipment/${record.equipment.id}`} className={linkClasses}>
                {equipmentTitle(record.equipment)}
              </PathLink>
            </dd>
            <dt className="text-slate-500">Seri No</dt>
            <dd className="font-mono">{record.equipment.serial_number}</dd>
            <dt className="text-slate-500">Kategori</dt>
            <dd>{record.equipment.category?.name ?? '-'}</dd>
            <dt className="text-slate-500">Depo</dt>
            <dd>
              {record.warehouse ? (
                <PathLink to={`/warehouses/${record.warehouse.id}`} className={linkClasses}>
                  {record.warehouse.name}
                </PathLink>
              ) : (
                '-'
              )}
            </dd>
          </dl>
        </Card>
      </div>

      {others.length > 0 ? (
        <Card title={`Aynı teslimdeki diğer ekipmanlar (${others.length})`}>
          <ul className="divide-y divide-slate-100 text-sm">
            {others.map((item) => (
              <li key={item.id} className="flex min-h-11 flex-wrap items-center justify-between gap-2 py-1.5">
                <Link to="/field-equipment/$id" params={{ id: item.id }} className={linkClasses}>
                  {item.equipment.brand.name} {item.equipment.model} · {item.equipment.serial_number}
                </Link>
                {item.status === 'active' ? (
                  <StatusBadge tone="info">Sahada</StatusBadge>
                ) : (
                  <StatusBadge tone="success">İade Alındı</StatusBadge>
                )}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {itemsWithPhotos(record.batch_items).length > 0 ? (
        <Card title="Teslimdeki Durum Fotoğrafları">
          <HandoverPhotoList items={record.batch_items} />
        </Card>
      ) : null}

      <Card title="Zaman Çizelgesi">
        <Timeline record={record} />
      </Card>

      {isActive ? null : (
        <ReturnCard record={record} onComplete={stillHeld.length > 0 && record.return_document ? () => setCompleting(true) : undefined} />
      )}

      {(handoverPaper.data?.texts ?? []).map((text) => (
        <Card key={text.id} title={`${text.title}${text.category ? ` — ${text.category.name}` : ''} (sürüm ${text.version})`}>
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{text.body}</p>
        </Card>
      ))}

      <section aria-labelledby="signatures-title" className="flex flex-col gap-3">
        <h2 id="signatures-title" className="text-base font-semibold text-slate-900">
          İmzalar
        </h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <SignatureBox kind="worker" title="Teslim Alan (İşçi)" name={fullName(record.worker)} image={record.signature} />
          <SignatureBox kind="user" title="Teslim Eden" name={fullName(record.issued_by_user)} image={record.issued_by_user.signature} />
          {record.returned_by_user ? (
            <>
              <SignatureBox
                kind="worker"
                title="İade Eden (İşçi)"
                name={fullName(record.worker)}
                image={record.return_signature}
                missingText="İmza alınmadı"
              />
              <SignatureBox
                kind="user"
                title="İade Alan"
                name={fullName(record.returned_by_user)}
                image={record.returned_by_user.signature}
              />
            </>
          ) : null}
        </div>
      </section>

      <PrintDocument record={record} kind={printKind} paper={paper.data} onReady={onSealReady} />
      <ReturnDialog record={returning ? record : null} onClose={() => setReturning(false)} />
      <ReturnDialog
        record={completing ? (stillHeld[0] ?? null) : null}
        records={stillHeld}
        refersTo={record.return_document}
        onClose={() => setCompleting(false)}
      />
    </div>
  );
}

function PersonCard({ title, person, link }: { title: string; person: FieldWorker; link?: boolean }) {
  return (
    <Card title={title}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-500">Ad Soyad</dt>
        <dd>
          {link ? (
            <PathLink to={`/workers/${person.id}`} className={linkClasses}>
              {fullName(person)}
            </PathLink>
          ) : (
            fullName(person)
          )}
        </dd>
        <dt className="text-slate-500">TC Kimlik No</dt>
        <dd className="font-mono">{person.tc_no}</dd>
        <dt className="text-slate-500">Telefon</dt>
        <dd>
          <PhoneLink phone={person.phone} />
        </dd>
        <dt className="text-slate-500">Departman</dt>
        <dd>{person.department?.name ?? '-'}</dd>
      </dl>
    </Card>
  );
}

function ReturnCard({ record, onComplete }: { record: FieldEquipmentDetail; onComplete?: () => void }) {
  const items = record.return_items ?? [];
  return (
    <Card title={`İade (${record.return_document?.number ?? 'numarasız'})`}>
      {onComplete ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          <span>İmzalanmış iade belgesi değiştirilemez; eksik kalan iade için bu belgeye atıfla yeni bir belge düzenlenir.</span>
          <Button variant="secondary" onClick={onComplete}>
            Ek İade Al
          </Button>
        </div>
      ) : null}
      <ul className="divide-y divide-slate-100 text-sm" aria-label="Birlikte iade alınan ekipmanlar">
        {items.map((item) => (
          <li key={item.id} data-testid="return-line" className="flex flex-col gap-1 py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              {item.id === record.id ? (
                <span className="font-medium text-slate-900">
                  {item.equipment.brand.name} {item.equipment.model} · {item.equipment.serial_number}
                </span>
              ) : (
                <Link to="/field-equipment/$id" params={{ id: item.id }} className={linkClasses}>
                  {item.equipment.brand.name} {item.equipment.model} · {item.equipment.serial_number}
                </Link>
              )}
              <StatusBadge
                tone={item.return_condition === 'damaged' ? 'danger' : item.return_condition === 'missing_parts' ? 'warning' : 'success'}
              >
                {returnConditionLabel(item.return_condition)}
              </StatusBadge>
            </div>
            {item.return_note ? <p className="text-slate-700">Not: {item.return_note}</p> : null}
            <PhotoThumbs photos={item.photos ?? []} />
            {item.return_fault_id ? (
              <Can permission="view_malfunctions" fallback={<span className="text-slate-600">Arıza kaydı açıldı.</span>}>
                <PathLink to={`/broken-equipment/${item.return_fault_id}`} className={`${linkClasses} self-start`}>
                  Açılan arıza kaydını görüntüle
                </PathLink>
              </Can>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Timeline({ record }: { record: FieldEquipmentDetail }) {
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5 text-sm">
      <li className="relative">
        <span aria-hidden="true" className="absolute -left-[1.72rem] top-1 size-3 rounded-full bg-blue-600 ring-4 ring-white" />
        <div className="font-medium text-slate-900">Teslim Edildi</div>
        <div className="text-slate-600">
          {formatDateTime(record.issued_at)} · {fullName(record.issued_by_user)} tarafından {fullName(record.worker)} adlı işçiye teslim
          edildi
        </div>
        {record.due_date ? <div className="text-slate-600">Beklenen iade tarihi: {formatLocalDay(record.due_date, 'long')}</div> : null}
        {record.check_override_reason ? (
          <div className="text-red-800" data-testid="check-override">
            Kontrol süresi dolmuşken teslim edildi. Gerekçe: {record.check_override_reason}
          </div>
        ) : null}
      </li>
      {record.returned_at ? (
        <li className="relative">
          <span aria-hidden="true" className="absolute -left-[1.72rem] top-1 size-3 rounded-full bg-green-600 ring-4 ring-white" />
          <div className="font-medium text-slate-900">İade Alındı</div>
          <div className="text-slate-600">
            {formatDateTime(record.returned_at)}
            {record.returned_by_user ? ` · ${fullName(record.returned_by_user)} tarafından iade alındı` : ''}
          </div>
        </li>
      ) : (
        <li className="relative">
          <span aria-hidden="true" className="absolute -left-[1.72rem] top-1 size-3 rounded-full bg-amber-500 ring-4 ring-white" />
          <div className="font-medium text-slate-900">Sahada</div>
          <div className="text-slate-600">Ekipman hâlâ sahada, henüz iade alınmadı.</div>
        </li>
      )}
    </ol>
  );
}
