import * as v from 'valibot';
import { RESERVATION_STATUSES } from '@shared/reservations';
import type { ReservationLine, Reservation, PickList, AvailabilityRow } from '@shared/reservations';
import { nullableText, num, text, PersonRefAnswer, answerOf } from './common';

export const ReservationLineAnswer = answerOf<ReservationLine>()(
  v.strictObject({
    id: text,
    equipment: v.nullable(v.strictObject({ id: text, serial_number: text, model: text, brand: text, status: text })),
    brand_id: nullableText,
    brand: nullableText,
    model: nullableText,
    quantity: num,
    handed: num,
    kit: v.nullable(v.strictObject({ id: text, code: text, name: text })),
  }),
);

export const ReservationAnswer = answerOf<Reservation>()(
  v.strictObject({
    id: text,
    warehouse: v.strictObject({ id: text, name: text }),
    worker: PersonRefAnswer,
    site: text,
    start_day: text,
    end_day: text,
    note: nullableText,
    status: v.picklist(RESERVATION_STATUSES),
    lapses_on: text,
    created_by: PersonRefAnswer,
    created_at: text,
    picked_up_at: nullableText,
    cancelled_at: nullableText,
    lines: v.array(ReservationLineAnswer),
  }),
);

export const PickListAnswer = answerOf<PickList>()(
  v.strictObject({ today: text, today_out: v.array(ReservationAnswer), late: v.array(ReservationAnswer) }),
);

export const AvailabilityRowAnswer = answerOf<AvailabilityRow>()(
  v.strictObject({
    warehouse: v.strictObject({ id: text, name: text }),
    total: num,
    free: num,
    reserved: num,
    out: num,
    in_repair: num,
    in_transfer: num,
  }),
);
