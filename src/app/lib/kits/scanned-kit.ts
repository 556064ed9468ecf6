// A kit's code read by the shell's scanner ('Tara', docs/scan-first.md): the kit and its members as
// the device copy has them now (waiting outbox work laid over), and whether the kit may be handed
// over or transferred now, by the forms' own rule (kit-scan.ts). Offline too.
import { scanRefusal } from '@shared/equipment-move-messages';
import type { Kit } from '@shared/kits';
import type { PermissionName } from '@shared/permissions';
import type { ScanAction } from '../scanner/scan-actions';
import { overlay } from '../offline/mirror-read';
import { outboxMarkOf } from '../offline/overlay';
import { readReference } from '../reference-data';
import { issueKit, kitOfCode, type KitItem } from './kit-scan';

export interface ScannedKitMember {
  equipment_id: string;
  serial_number: string;
  title: string;
  status: string;
  /** Work for it waits in the outbox. */
  pending: boolean;
}

export interface ScannedKit {
  kit: Kit;
  members: ScannedKitMember[];
  /** Why the kit cannot be handed over now (the first member that cannot go, named), or null. */
  issueStop: string | null;
  /** The same for a transfer. */
  transferStop: string | null;
}

type Row = KitItem & { pending: boolean };

/** The stop of a move for the kit, as the form would say it when the code is read there. */
function stopOf(kit: Kit, byId: Map<string, Row>, move: 'issue' | 'transfer'): string | null {
  const answer = issueKit([kit], kit.code, {
    item: (id) => byId.get(id),
    refusal: (serial, item) => scanRefusal(move, serial, item, { pending: item?.pending }),
    add: () => undefined,
    checks: move === 'issue',
  });
  return answer && 'refusal' in answer ? answer.refusal : null;
}

export async function findScannedKit(code: string): Promise<ScannedKit | null> {
  const kit = kitOfCode(await readReference<Kit>('kits').catch(() => []), code);
  if (!kit) return null;
  const ids = new Set(kit.members.map((m) => m.equipment_id));
  const stored = (await readReference<KitItem>('equipment').catch(() => [] as KitItem[])).filter((e) => ids.has(e.id));
  const laid = await overlay('equipment', stored).catch(() => stored);
  const byId = new Map<string, Row>(laid.map((e) => [e.id, { ...e, pending: !!outboxMarkOf(e) }]));
  const members = kit.members.map((m) => {
    const row = byId.get(m.equipment_id);
    return {
      equipment_id: m.equipment_id,
      serial_number: m.serial_number,
      title: [m.brand, m.model].filter(Boolean).join(' '),
      status: row?.status ?? m.status,
      pending: row?.pending ?? false,
    };
  });
  return { kit, members, issueStop: stopOf(kit, byId, 'issue'), transferStop: stopOf(kit, byId, 'transfer') };
}

/**
 * What the sheet offers for a kit: 'Teslim Et' and 'Transfer' when every member may go (the form
 * opens with the kit's members added, `?set=`), and the kit's page.
 */
export function kitScanActions(scanned: ScannedKit, can: (permission: PermissionName) => boolean, camera = false): ScanAction[] {
  const id = encodeURIComponent(scanned.kit.id);
  const out: ScanAction[] = [];
  if (!scanned.issueStop && can('view_field_equipment'))
    out.push({ id: 'issue', label: 'Teslim Et', href: `/field-equipment/issue?set=${id}${camera ? '&tara=1' : ''}` });
  if (!scanned.transferStop && can('view_transfers') && can('create_transfer'))
    out.push({ id: 'transfer', label: 'Transfer', href: `/transfers?yeni=1&set=${id}` });
  if (can('view_kits')) out.push({ id: 'detail', label: 'Seti Aç', href: `/kits/${id}` });
  return out;
}
