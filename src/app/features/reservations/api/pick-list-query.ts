// Today's pick list (GET /reservations/today, or the device copy): read in src/app/lib/reservations,
// as the dashboard's block and the hand-over form's prefill read reservations too.
export { usePickList } from '@app/lib/reservations/reservation-queries';
