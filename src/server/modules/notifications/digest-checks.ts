// The daily digest's checks section (docs/equipment-care.md, docs/notifications.md): each required
// check in the slot's warehouses that has run out (failed and never recorded included) or runs out
// within the due-soon window, for that warehouse's staff who read equipment. The rule is the due
// list's (checks-due.service.ts); the words are the hand-over's (checkMessages), in Istanbul days.
import { checkMessages } from '@shared/equipment-checks';
import { daysBetween } from '@shared/local-day';
import type { DigestDueCheck } from '../care/checks-due.service';

/** At most this many checks in one digest; the rest are counted and left to the 'Periyodik Kontroller' list. */
export const DIGEST_CHECK_LINES = 50;

const RUN_OUT = new Set(['missing', 'failed', 'overdue']);

function sentence(c: DigestDueCheck, day: string): string {
  if (c.state === 'missing') return checkMessages.missing(c.serial_number, c.name);
  if (c.state === 'failed') return checkMessages.failed(c.serial_number, c.name, c.checked_on ?? day);
  if (c.state === 'overdue') return checkMessages.expired(c.serial_number, c.name, c.due_on ?? day);
  return checkMessages.dueSoon(c.serial_number, c.name, c.due_on ?? day, daysBetween(day, c.due_on ?? day));
}

/** The figures kept in the digest's payload: the first lines and the counts of all. */
export interface DigestChecks {
  lines: DigestDueCheck[];
  run_out: number;
  due_soon: number;
}

export function digestChecks(all: readonly DigestDueCheck[]): DigestChecks {
  const runOut = all.filter((c) => RUN_OUT.has(c.state)).length;
  return { lines: all.slice(0, DIGEST_CHECK_LINES), run_out: runOut, due_soon: all.length - runOut };
}

/** The section's words: a heading with the run-out and due-soon counts, then one line per check; nothing when none is due. */
export function dueChecksText(checks: DigestChecks | undefined, day: string): string[] {
  if (!checks || checks.lines.length === 0) return [];
  const more = checks.run_out + checks.due_soon - checks.lines.length;
  return [
    `Süresi dolan veya yaklaşan kontroller (süresi dolan: ${checks.run_out}, yaklaşan: ${checks.due_soon}):`,
    ...checks.lines.map((c) => `${c.warehouse} — ${sentence(c, day)}`),
    ...(more > 0 ? [`ve ${more} kontrol daha: tamamı 'Periyodik Kontroller' listesinde.`] : []),
  ];
}
