// A reservation's or a field request's site and days: where the items go and the first and last
// day they are needed (the last day no earlier than the first, neither before today).
import { DayInput } from './day-input';
import { TextField } from './text-field';

export function SiteAndDays({
  site,
  onSite,
  first,
  onFirst,
  last,
  onLast,
  today,
}: {
  site: string;
  onSite: (site: string) => void;
  first: string;
  onFirst: (day: string) => void;
  last: string;
  onLast: (day: string) => void;
  /** The warehouse's today (Europe/Istanbul). */
  today: string;
}) {
  return (
    <>
      <TextField label="Şantiye" required value={site} onChange={(e) => onSite(e.target.value)} maxLength={200} />
      <div className="grid gap-3 sm:grid-cols-2">
        <DayInput showLabel label="Başlangıç" value={first} min={today} onChange={onFirst} />
        <DayInput showLabel label="Son gün" value={last} min={first || today} onChange={onLast} />
      </div>
    </>
  );
}
