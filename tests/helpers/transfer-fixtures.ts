// Transfers as the API answers them (spec 02 "Transfers"), for the transfer screens' tests: a
// Hilti breaker on its way from Gebze to İzmir, sent by Şükrü, carried by Gülay, received by Ömer.
import type { PersonRef, TransferDetail, TransferRow, UserContact } from '@shared/api-types';

export const tid = (n: number) => `b2000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const GEBZE = { id: tid(1), name: 'Gebze Ana Depo' };
export const IZMIR = { id: tid(2), name: 'İzmir Çiğli' };

const contact = (n: number, first_name: string, last_name: string, phone: string): UserContact => ({
  id: tid(100 + n),
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@depo.example`,
  tc_no: `1000000014${n}`,
  phone,
});
export const SENDER = contact(1, 'Şükrü', 'Işıklı', '5321234567');
/** Has no phone. */
export const CARRIER = contact(2, 'Gülay', 'Çağlar', '');
export const RECEIVER = contact(3, 'Ömer', 'Ünal', '5059876543');

/** A person as a list row names them. */
export const named = ({ id, first_name, last_name }: PersonRef): PersonRef => ({ id, first_name, last_name });

/** What completing a transfer changes: received by Ömer the next evening. */
export const RECEIVED = { status: 'completed', receiver: RECEIVER, completed_at: '2026-11-24T21:30:00.000Z' } as const;

/** Transfer `n` of the item with `serial`, in transit, as GET /transfers/:id answers it (people with their contacts). */
export function transferDetail(n: number, serial: string, over: Partial<TransferDetail> = {}): TransferDetail {
  return {
    id: tid(200 + n),
    equipment_id: tid(300 + n),
    equipment: {
      id: tid(300 + n),
      serial_number: serial,
      model: 'TE 30',
      status: 'in_transfer',
      warehouse_id: GEBZE.id,
      brand: { id: tid(400), name: 'Hilti' },
      category: { id: tid(401), name: 'Kırıcı Delici' },
    },
    from_warehouse_id: GEBZE.id,
    to_warehouse_id: IZMIR.id,
    from_warehouse: GEBZE,
    to_warehouse: IZMIR,
    issuer: SENDER,
    assigned_to: CARRIER.id,
    assigned_to_user: CARRIER,
    receiver: null,
    status: 'in_transit',
    created_at: '2026-11-23T11:07:00.000Z',
    completed_at: null,
    updated_at: '2026-11-23T11:07:00.000Z',
    document: null,
    ...over,
  };
}

/** The same transfer as a row of GET /transfers: its people named only. */
export function transferRow(n: number, serial: string, over: Partial<TransferRow> = {}): TransferRow {
  const detail = transferDetail(n, serial);
  return { ...detail, issuer: named(detail.issuer), assigned_to_user: named(detail.assigned_to_user), receiver: null, ...over };
}
