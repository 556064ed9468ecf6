// The shell's scan button: scan (or type) a serial number and the equipment's detail opens. It
// looks in the offline mirror first, so it works without a network, then in the reference list
// brought up to date. A printed document's QR code opens its verification page; so does its short
// code typed, when no item has that serial number (a bare code looks like many serials).
import { useRouter } from '@tanstack/react-router';
import { readReference } from '@app/lib/reference-data';
import { useSession } from '@app/lib/session';
import { codeFromAddress, codeFromScan, verificationPath } from '@shared/documents';
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
        const addressed = codeFromAddress(serial);
        const item = addressed ? undefined : await findEquipment(serial);
        if (item) {
          router.history.push(`/equipment/${item.id}`);
          return true;
        }
        const code = addressed ?? codeFromScan(serial);
        if (!code) return moveMessages.notFound(serial);
        router.history.push(verificationPath(code));
        return true;
      }}
    />
  );
}
