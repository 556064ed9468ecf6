// The shell's scan button: scan (or type) a serial number and the equipment's detail opens. It
// looks in the offline mirror first, so it works without a network, then in the reference list
// brought up to date.
import { useRouter } from '@tanstack/react-router';
import { readReference } from '@app/lib/reference-data';
import { useSession } from '@app/lib/session';
import { moveMessages } from '@shared/equipment-moves';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { ScanButton } from './scan-button';

interface SerialRow {
  id: string;
  serial_number: string;
}

/** The reference list: the device copy brought up to date (or the server's list without IndexedDB). */
async function findEquipment(serial: string): Promise<SerialRow | undefined> {
  return findBySerial(await readReference<SerialRow>('equipment'), serial);
}

export function GlobalScan() {
  const session = useSession();
  const router = useRouter();
  if (!session.can('view_equipment')) return null;
  return (
    <ScanButton
      label=""
      variant="ghost"
      className="!px-2"
      title="Ekipman Tara"
      onScan={async (serial) => {
        const item = await findEquipment(serial);
        if (!item) return moveMessages.notFound(serial);
        router.history.push(`/equipment/${item.id}`);
        return true;
      }}
    />
  );
}
