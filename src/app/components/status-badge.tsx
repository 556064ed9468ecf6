// Status badge: a coloured pill that always carries its Turkish label (colour is never the only
// signal). `StatusBadge` is generic (tone + label); the typed badges map the shared status enums.
//   <StatusBadge tone="success">Sistem Aktif</StatusBadge>   <EquipmentStatusBadge status={e.status} />
import type { ReactNode } from 'react';
import {
  EQUIPMENT_STATUS_LABELS,
  brokenStatusLabel,
  fieldStatusLabel,
  transferStatusLabel,
  workerHistoryStatusLabel,
  type BrokenStatus,
  type EquipmentStatus,
  type FieldStatus,
  type TransferStatus,
} from '@shared/status';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'purple';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  success: 'bg-green-50 text-green-800 ring-green-600/30',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  danger: 'bg-red-50 text-red-800 ring-red-600/30',
  info: 'bg-blue-50 text-blue-800 ring-blue-600/30',
  purple: 'bg-violet-50 text-violet-800 ring-violet-600/30',
};

const DOTS: Record<BadgeTone, string> = {
  neutral: 'bg-slate-400',
  success: 'bg-green-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
  info: 'bg-blue-600',
  purple: 'bg-violet-600',
};

export interface StatusBadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function StatusBadge({ tone = 'neutral', children, className = '' }: StatusBadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[tone]}`} />
      {children}
    </span>
  );
}

/**
 * Each status word's colour, whatever it is the status of: an item, a hand-over, a fault or a
 * transfer (no word means two things). Scrapped, and a status the app does not know, are grey.
 */
const STATUS_TONES: Record<Exclude<EquipmentStatus | FieldStatus | BrokenStatus | TransferStatus, 'scrapped'>, BadgeTone> = {
  available: 'success',
  in_field: 'info',
  broken: 'danger',
  in_transfer: 'purple',
  active: 'info',
  returned: 'success',
  pending: 'warning',
  in_repair: 'info',
  repaired: 'success',
  in_transit: 'purple',
  completed: 'success',
};
const toneOf = (status: string): BadgeTone => (STATUS_TONES as Record<string, BadgeTone>)[status] ?? 'neutral';

export function equipmentStatusLabel(status: string): string {
  return EQUIPMENT_STATUS_LABELS[status as EquipmentStatus] ?? status;
}

export function EquipmentStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={toneOf(status)}>{equipmentStatusLabel(status)}</StatusBadge>;
}

/** Field hand-over record: active 'Sahada', returned 'İade Edildi'. */
export function FieldStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={toneOf(status)}>{fieldStatusLabel(status)}</StatusBadge>;
}

/** Worker history: active 'Üzerinde', returned 'İade Edildi'. */
export function WorkerHistoryStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={toneOf(status)}>{workerHistoryStatusLabel(status)}</StatusBadge>;
}

export function BrokenStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={toneOf(status)}>{brokenStatusLabel(status)}</StatusBadge>;
}

export function TransferStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={toneOf(status)}>{transferStatusLabel(status)}</StatusBadge>;
}
