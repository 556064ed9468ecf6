// After a kit's code is scanned anywhere (docs/scan-first.md, docs/planning.md "Kits"): the kit, its
// members' state and what can be done with it next; when a member stops the kit, the sentence
// naming it stands where 'Teslim Et' would.
import { Modal } from '@app/components/modal';
import { EquipmentStatusBadge } from '@app/components/status-badge';
import { useSession } from '@app/lib/session';
import { kitScanActions, type ScannedKit } from '@app/lib/kits/scanned-kit';
import { kitLabel } from '@shared/kits';
import { ScanActionList } from './scan-action-list';
import { SheetFooter, type ScanActionSheetProps } from './scan-action-sheet';

export type KitActionSheetProps = Omit<ScanActionSheetProps, 'result'> & { scanned: ScannedKit | null };

export function KitActionSheet({ scanned, camera, onClose, onScanAgain }: KitActionSheetProps) {
  const { can } = useSession();
  const kit = scanned?.kit;
  const actions = scanned ? kitScanActions(scanned, can, camera) : [];
  return (
    <Modal
      open={scanned !== null}
      onClose={onClose}
      title={kit ? kitLabel(kit) : ''}
      description={kit ? `Set · ${kit.warehouse_name} · ${kit.members.length} ekipman` : undefined}
      size="sm"
      footer={<SheetFooter onClose={onClose} onScanAgain={onScanAgain} />}
    >
      {scanned && kit ? (
        <div className="flex flex-col gap-4" data-testid="kit-action-sheet">
          <ul aria-label={`${kit.code} üyeleri`} className="flex flex-col divide-y divide-slate-100 text-sm">
            {scanned.members.map((m) => (
              <li key={m.equipment_id} className="flex items-center justify-between gap-2 py-1.5">
                <span className="min-w-0">
                  <span className="font-mono">{m.serial_number}</span>
                  <span className="block truncate text-xs text-slate-500">{m.title}</span>
                </span>
                <EquipmentStatusBadge status={m.status} />
              </li>
            ))}
          </ul>
          {scanned.issueStop && can('view_field_equipment') ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="kit-stop">
              {scanned.issueStop}
            </p>
          ) : null}
          <ScanActionList actions={actions} onChoose={onClose} serial={kit.code} noneText="Bu set için yapabileceğiniz bir işlem yok." />
        </div>
      ) : null}
    </Modal>
  );
}
