import * as v from 'valibot';
import { ReservationAnswer, AvailabilityRowAnswer } from './shared-reservations';
import { num } from './common';

export const ReservationsGetAnswer = v.array(ReservationAnswer);

export const ReservationsAvailabilityGetAnswer = v.union([v.array(v.unknown()), v.array(AvailabilityRowAnswer)]);

export const ReservationsSettingsGetAnswer = v.strictObject({ lapse_days: num });

export const ReservationsSettingsPutAnswer = v.strictObject({ lapse_days: num });
