// A kit's members on its page (docs/planning.md "Kits"): each item with its state, and for holders
// of `manage_kits` adding one by scan or serial and taking one out, an explicit, audited step.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { Button } from '@app/components/button';
import { ConfirmDialog } from '@app/components/confirm-dialog';
import { EquipmentStatusBadge } from '@app/components/status-badge';
import { InlineScanner } from '@app/components/scanner/inline-scanner';
import { errorMessage } from '@app/lib/api-client';
import { useReference } from '@app/lib/reference-data';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { moveMessages } from '@shared/equipment-move-messages';
import type { Kit, KitMember } from '@shared/kits';
import { useAddKitMember, useRemoveKitMember } from '../api/kits-api';

export function KitMembers({ kit, canManage }: { kit: Kit; canManage: boolean }) {
  const equipment = useReference<{ id: string; serial_number: string }>('equipment', { enabled: canManage });
  const add = useAddKitMember(kit.id);
  const remove = useRemoveKitMember(kit.id);
  const [scanning, setScanning] = useState(false);
  const [leaving, setLeaving] = useState<KitMember | null>(null);

  /** A scan or a typed serial: the item joins the kit, or why not. */
  const addSerial = async (serial: string): Promise<string | undefined> => {
    const item = findBySerial(equipment.data ?? [], serial);
    if (!item) return moveMessages.notFound(serial.trim());
    try {
      await add.mutateAsync(item.id);
      toast.success(`${item.serial_number} sete eklendi.`);
      return undefined;
    } catch (error) {
      return errorMessage(error, 'Ekipman sete eklenemedi.');
    }
  };

  return (
    <section aria-label="Setteki ekipmanlar" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">
        Setteki Ekipmanlar <span className="text-slate-500">({kit.members.length})</span>
      </h2>
      {canManage ? (
        <InlineScanner
          open={scanning}
          onOpenChange={setScanning}
          onScan={addSerial}
          label="Barkodla Ekle"
          title="Sete eklenecek ekipmanları tara"
        />
      ) : null}
      {kit.members.length === 0 ? <p className="text-sm text-slate-600">Sette henüz ekipman yok.</p> : null}
      <ul className="flex flex-col divide-y divide-slate-100">
        {kit.members.map((m) => (
          <li key={m.equipment_id} className="flex min-h-14 flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex flex-col">
              <Link
                to="/equipment/$equipmentId"
                params={{ equipmentId: m.equipment_id }}
                className="font-medium text-blue-700 hover:underline"
              >
                {m.serial_number}
              </Link>
              <span className="text-sm text-slate-600">{[m.brand, m.model].filter(Boolean).join(' ')}</span>
            </span>
            <span className="flex items-center gap-2">
              <EquipmentStatusBadge status={m.status} />
              {canManage ? (
                <Button variant="ghost" onClick={() => setLeaving(m)} aria-label={`${m.serial_number} setten çıkar`}>
                  Çıkar
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        title="Setten çıkarılsın mı?"
        message={leaving ? `${leaving.serial_number} ${kit.name} setinden çıkarılacak. Ekipman kendi kaydı ve geçmişiyle kalır.` : ''}
        confirmLabel="Setten Çıkar"
        busy={remove.isPending}
        busyLabel="Çıkarılıyor..."
        variant="danger"
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          if (!leaving) return;
          remove.mutate(leaving.equipment_id, {
            onSuccess: () => toast.success(`${leaving.serial_number} setten çıkarıldı.`),
            onError: (error) => toast.error(errorMessage(error, 'Ekipman setten çıkarılamadı.')),
            onSettled: () => setLeaving(null),
          });
        }}
      />
    </section>
  );
}
