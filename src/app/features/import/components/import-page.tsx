// 'İçe Aktar' for equipment, workers and stock items (docs/import.md): choose a .csv or .xlsx file, map its
// columns (automatic, adjustable, remembered), see what every row would do, confirm, follow the
// progress, read the summary and download the rows that did not go in as an error report.
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { buttonClasses, Button } from '@app/components/button';
import { CheckRow } from '@app/components/check-row';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { PageHeader } from '@app/components/page-header';
import { errorMessage } from '@app/lib/api-client';
import {
  fileTooLarge,
  importFields,
  IMPORT_LIMITS,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportSummary,
} from '@shared/import';
import { usePreviewImport, type ImportRequest } from '../api/preview-import';
import { useRunImport } from '../api/run-import';
import { downloadErrorReport, downloadTemplate } from '../import-files';
import { initialMapping, rememberMapping } from '../remembered-mapping';
import { ColumnMapping } from './column-mapping';
import { ImportCounts } from './import-counts';
import { PreviewTable } from './preview-table';

interface KindText {
  title: string;
  description: string;
  back: '/equipment' | '/workers' | '/stock';
  backLabel: string;
  createMissing: string;
  missingGroups: ReadonlyArray<readonly ['brands' | 'categories' | 'departments', string]>;
}

const TEXT: Record<ImportKind, KindText> = {
  equipment: {
    title: 'Ekipmanları İçe Aktar',
    description: 'Elinizdeki ekipman listesini CSV veya Excel (.xlsx) dosyasından toplu olarak ekleyin ya da güncelleyin.',
    back: '/equipment',
    backLabel: 'Ekipmanlara Dön',
    createMissing: 'Eksik markaları/kategorileri oluştur',
    missingGroups: [
      ['brands', 'Markalar'],
      ['categories', 'Kategoriler'],
    ],
  },
  workers: {
    title: 'İşçileri İçe Aktar',
    description: 'Elinizdeki personel listesini CSV veya Excel (.xlsx) dosyasından toplu olarak ekleyin ya da güncelleyin.',
    back: '/workers',
    backLabel: 'İşçilere Dön',
    createMissing: 'Eksik departmanları oluştur',
    missingGroups: [['departments', 'Departmanlar']],
  },
  stock: {
    title: 'Stok Kartlarını İçe Aktar',
    description:
      'Sarf malzeme, KKD ve yedek parça listenizi CSV veya Excel (.xlsx) dosyasından ekleyin; isterseniz bir depo için açılış miktarı, minimum ve sipariş seviyesiyle.',
    back: '/stock',
    backLabel: 'Stoğa Dön',
    createMissing: 'Eksik kategorileri oluştur',
    missingGroups: [['categories', 'Kategoriler']],
  },
};

type Stage =
  { kind: 'choose' } | { kind: 'preview' } | { kind: 'running'; done: number; total: number } | { kind: 'done'; summary: ImportSummary };

export function ImportPage({ kind }: { kind: ImportKind }) {
  const text = TEXT[kind];
  const fields = importFields(kind);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [createMissing, setCreateMissing] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [confirming, setConfirming] = useState(false);
  const previewCall = usePreviewImport();
  const runCall = useRunImport((done, total) => setStage({ kind: 'running', done, total }));

  async function loadPreview(request: Omit<ImportRequest, 'kind'>, remember: boolean) {
    try {
      const first = await previewCall.mutateAsync({ kind, ...request });
      let result = first;
      if (!request.mapping) {
        // First look at this file: the remembered choices for its headers, if any differ.
        const chosen = initialMapping(kind, first.headers);
        if (JSON.stringify(chosen) !== JSON.stringify(first.mapping))
          result = await previewCall.mutateAsync({ kind, ...request, mapping: chosen });
      }
      if (remember) rememberMapping(kind, result.headers, result.mapping);
      setPreview(result);
      setMapping(result.mapping);
      setStage({ kind: 'preview' });
    } catch (error) {
      toast.error(errorMessage(error, 'Dosya okunurken bir hata oluştu.'));
    }
  }

  function chooseFile(next: File | null) {
    // Refused here, before a phone uploads megabytes only to hear the same from the server.
    if (next && next.size > IMPORT_LIMITS.maxBytes) {
      toast.error(fileTooLarge());
      if (fileInput.current) fileInput.current.value = '';
      next = null;
    }
    setFile(next);
    setPreview(null);
    setStage({ kind: 'choose' });
    if (next) void loadPreview({ file: next, createMissing }, false);
  }

  function changeMapping(next: ImportMapping) {
    setMapping(next);
    if (file) void loadPreview({ file, mapping: next, createMissing }, true);
  }

  function changeCreateMissing(on: boolean) {
    setCreateMissing(on);
    if (file) void loadPreview({ file, mapping, createMissing: on }, false);
  }

  async function run() {
    if (!file || !preview) return;
    setConfirming(false);
    setStage({ kind: 'running', done: 0, total: preview.total });
    try {
      const summary = await runCall.mutateAsync({ kind, file, mapping, createMissing });
      setStage({ kind: 'done', summary });
      if (summary.failure) toast.error(summary.failure.message);
      else toast.success('İçe aktarma tamamlandı.');
    } catch (error) {
      setStage({ kind: 'preview' });
      toast.error(errorMessage(error, 'İçe aktarma sırasında bir hata oluştu.'));
    }
  }

  function startOver() {
    setFile(null);
    setPreview(null);
    setStage({ kind: 'choose' });
    if (fileInput.current) fileInput.current.value = '';
  }

  const unmapped = fields.filter((f) => f.required && mapping[f.key] === undefined).map((f) => f.label);
  const toWrite = preview ? preview.counts.create + preview.counts.update : 0;
  const missingNames = preview ? text.missingGroups.filter(([group]) => preview.missing[group].length > 0) : [];
  const running = stage.kind === 'running';

  return (
    <div>
      <PageHeader
        title={text.title}
        description={text.description}
        back={
          <Link to={text.back} className={buttonClasses('ghost', '-ml-3')}>
            <span aria-hidden="true">←</span> {text.backLabel}
          </Link>
        }
        actions={
          <Button variant="secondary" onClick={() => downloadTemplate(kind)}>
            Şablonu İndir
          </Button>
        }
      />

      {stage.kind !== 'done' ? (
        <section aria-labelledby="import-file-heading" className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="import-file-heading" className="text-lg font-semibold text-slate-900">
            1. Dosya seçin
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            CSV (UTF-8 veya Türkçe Excel'in noktalı virgüllü CSV'si) ya da Excel (.xlsx). İlk satır sütun başlıkları olmalıdır; en fazla
            100.000 satır. Aynı dosyayı tekrar içe aktarmak kayıtları değiştirmez.
          </p>
          {/* The native picker's own button speaks the browser's language: this one says it in Turkish. */}
          <label className="mt-4 flex min-h-11 cursor-pointer flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white p-1 pr-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600">
            <input
              ref={fileInput}
              type="file"
              aria-label="İçe aktarılacak dosya"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={running}
              onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
              className="sr-only"
            />
            <span aria-hidden="true" className={buttonClasses('primary', 'pointer-events-none')}>
              Dosya Seç
            </span>
            <span className="min-w-0 break-all text-sm text-slate-700">{file ? file.name : 'Dosya seçilmedi'}</span>
          </label>
          {previewCall.isPending ? (
            <p role="status" className="mt-3 text-sm text-slate-600">
              Dosya okunuyor...
            </p>
          ) : null}
        </section>
      ) : null}

      {preview && stage.kind !== 'done' ? (
        <>
          <section
            aria-labelledby="import-mapping-heading"
            className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="import-mapping-heading" className="text-lg font-semibold text-slate-900">
              2. Sütunları eşleştirin
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Başlıklara göre otomatik eşleştirildi; değiştirdiğiniz eşleştirme bir sonraki dosya için hatırlanır.
            </p>
            <ColumnMapping fields={fields} headers={preview.headers} mapping={mapping} disabled={running} onChange={changeMapping} />
            {unmapped.length ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                Zorunlu alanlar eşleştirilmedi: {unmapped.join(', ')}
              </p>
            ) : null}
          </section>

          <section
            aria-labelledby="import-preview-heading"
            className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="import-preview-heading" className="text-lg font-semibold text-slate-900">
              3. Önizleme
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {preview.file_name} · {preview.total.toLocaleString('tr-TR')} satır. Henüz hiçbir şey kaydedilmedi.
            </p>
            <ImportCounts counts={preview.counts} className="mt-4" />

            <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3">
              <CheckRow checked={createMissing} disabled={running || previewCall.isPending} onChange={changeCreateMissing}>
                <span className="text-sm font-medium text-slate-900">{text.createMissing}</span>
              </CheckRow>
              {missingNames.length ? (
                <div className="mt-2 space-y-1 text-sm text-slate-700">
                  {missingNames.map(([group, label]) => (
                    <p key={group}>
                      <span className="font-medium">Dosyada olup kayıtlı olmayan {label.toLocaleLowerCase('tr-TR')}:</span>{' '}
                      {preview.missing[group].join(', ')}
                    </p>
                  ))}
                </div>
              ) : (
                <p className="mt-1 text-sm text-slate-600">Dosyadaki tüm adlar kayıtlı.</p>
              )}
            </div>

            <PreviewTable preview={preview} fields={fields} mapping={mapping} />

            {stage.kind === 'running' ? (
              <div className="mt-4" role="status" aria-live="polite">
                <label htmlFor="import-progress" className="text-sm font-medium text-slate-800">
                  İçe aktarılıyor... {stage.done.toLocaleString('tr-TR')} / {stage.total.toLocaleString('tr-TR')} satır
                </label>
                <progress
                  id="import-progress"
                  className="mt-2 h-3 w-full accent-blue-700"
                  max={Math.max(stage.total, 1)}
                  value={stage.done}
                />
              </div>
            ) : null}

            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                onClick={() => setConfirming(true)}
                disabled={unmapped.length > 0 || toWrite === 0 || previewCall.isPending}
                busy={running}
                busyLabel="İçe aktarılıyor..."
              >
                İçe Aktar
              </Button>
              <Button variant="secondary" onClick={startOver} disabled={running}>
                Başka Dosya Seç
              </Button>
            </div>
            {toWrite === 0 && unmapped.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Bu dosyada eklenecek veya güncellenecek satır yok.</p>
            ) : null}
          </section>
        </>
      ) : null}

      {stage.kind === 'done' ? (
        <section aria-labelledby="import-summary-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="import-summary-heading" className="text-lg font-semibold text-slate-900">
            {stage.summary.failure ? 'İçe aktarma yarıda kaldı' : 'İçe aktarma tamamlandı'}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {stage.summary.file_name} · {stage.summary.total.toLocaleString('tr-TR')} satır
          </p>
          <ImportCounts counts={stage.summary.counts} done className="mt-4" />
          {stage.summary.failure ? (
            <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {stage.summary.failure.message}
            </p>
          ) : null}
          {stage.summary.errors.length ? (
            <p className="mt-4 text-sm text-slate-700">
              {stage.summary.errors.length.toLocaleString('tr-TR')} satır içe aktarılmadı. Hata raporu bu satırları dosyadaki satır
              numarasıyla ('Satır'), dosyadaki haliyle ve bir 'Hata' sütunuyla verir: düzeltip aynı ekrandan tekrar içe aktarabilirsiniz.
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {stage.summary.errors.length ? (
              <Button variant="secondary" onClick={() => downloadErrorReport(kind, stage.summary.headers, stage.summary.errors)}>
                Hata Raporunu İndir
              </Button>
            ) : null}
            <Button onClick={startOver}>Yeni Dosya İçe Aktar</Button>
          </div>
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title="İçe aktarmayı onaylayın"
        message={
          preview
            ? `${preview.counts.create.toLocaleString('tr-TR')} kayıt eklenecek, ${preview.counts.update.toLocaleString('tr-TR')} kayıt güncellenecek. ` +
              `${preview.counts.error ? `${preview.counts.error.toLocaleString('tr-TR')} hatalı satır atlanacak. ` : ''}Devam edilsin mi?`
            : ''
        }
        confirmLabel="İçe Aktar"
        busyLabel="İçe aktarılıyor..."
        variant="primary"
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
