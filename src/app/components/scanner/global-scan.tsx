// The shell's scan button: scan (or type) a serial number and the equipment's detail opens. It
// looks in the offline mirror first, so it works without a network, then asks the server.
import { useRouter } from '@tanstack/react-router';
import { api, isNetworkError } from '@app/lib/api-client';
import { offlineDb } from '@app/lib/offline/db';
import { useSession } from '@app/lib/session';
import { moveMessages } from '@shared/equipment-moves';
import { findBySerial } from '@app/lib/scanner/match-serial';
import { ScanButton } from './scan-button';

interface SerialRow {
  id: string;
  serial_number: string;
}

async function findEquipment(serial: string): Promise<SerialRow | undefined> {
  const db = offlineDb();
  const exact = (await db.equipment.where('serial_number').equals(serial.trim()).first().catch(() => undefined)) as SerialRow | undefined;
  if (exact) return exact;
  try {
    return findBySerial(await api.get<SerialRow[]>('/equipment'), serial);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return findBySerial((await db.equipment.toArray()) as unknown as SerialRow[], serial);
  }
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
