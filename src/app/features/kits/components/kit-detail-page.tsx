// A kit's page (docs/planning.md "Kits"): its barcode (printed as its label, the same CODE128 as an
// item's), its members and stock lines; renaming, deleting (the members stay items) for holders of
// `manage_kits`. Read from the device copy, so it shows offline too.
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { errorMessage } from '@app/lib/api-client';
import { useSession } from '@app/lib/session';
import { BarcodeImage } from '@app/components/paper/barcode-image';
import { usePrintView } from '@app/components/paper/print-view';
import { KIT_MESSAGES } from '@shared/kits';
import { useDeleteKit, useKits } from '../api/kits-api';
import { KitForm } from './kit-form';
import { KitMembers } from './kit-members';
import { KitStockLines } from './kit-stock-lines';

function KitLabelPrint({ code, name }: { code: string; name: string }) {
  return (
    <div className="flex flex-col items-center gap-2 pt-[20mm]">
      <p className="text-xl font-semibold">{name}</p>
      <BarcodeImage value={code} height={120} width={3} fontSize={22} />
    </div>
  );
}

export function KitDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const kits = useKits();
  const { can } = useSession();
  const canManage = can('manage_kits');
  const printView = usePrintView();
  const remove = useDeleteKit();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const kit = kits.data?.find((k) => k.id === id);
  const back = (
    <Link to="/kits" className={buttonClasses('ghost', '-ml-3')}>
      ← Setler
    </Link>
  );
  if (kits.isPending) return <Spinner />;
  if (!kit) return <PageHeader title={KIT_MESSAGES.notFound} back={back} />;

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={kit.name}
        description={`${kit.code} · ${kit.warehouse_name}${kit.note ? ` · ${kit.note}` : ''}`}
        back={back}
        actions={
          canManage ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Düzenle
              </Button>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                Seti Sil
              </Button>
            </div>
          ) : undefined
        }
      />
      <section aria-label="Set barkodu" className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <BarcodeImage value={kit.code} />
        <p className="text-sm text-slate-600">Teslim formunda bu barkodu okutmak setin tüm ekipmanlarını ekler.</p>
        <Button variant="secondary" onClick={() => printView.print(<KitLabelPrint code={kit.code} name={kit.name} />)}>
          Etiketi Yazdır
        </Button>
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <KitMembers kit={kit} canManage={canManage} />
        <KitStockLines kit={kit} canManage={canManage} />
      </div>
      {editing ? <KitForm open kit={kit} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title="Set silinsin mi?"
        message={`${kit.name} (${kit.code}) silinecek. Ekipmanlar kendi kayıtlarıyla kalır; yalnızca set ve barkodu kalkar.`}
        confirmLabel="Seti Sil"
        busy={remove.isPending}
        busyLabel="Siliniyor..."
        variant="danger"
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(kit.id, {
            onSuccess: () => {
              toast.success('Set silindi.');
              void navigate({ to: '/kits' });
            },
            onError: (error) => toast.error(errorMessage(error, 'Set silinemedi.')),
            onSettled: () => setDeleting(false),
          })
        }
      />
      {printView.portal}
    </div>
  );
}
