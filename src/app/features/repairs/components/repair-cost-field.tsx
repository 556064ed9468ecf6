// 'Tamir Maliyeti' as completing a repair and correcting its cost both ask it: '₺' shown, typed the
// Turkish way (thousands dots put in while typing), the text parsed by the caller.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AmountField } from '@app/components/amount-field';

export function RepairCostField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return <AmountField label="Tamir Maliyeti" required placeholder="50.000,00" registration={registration} error={error} />;
}
