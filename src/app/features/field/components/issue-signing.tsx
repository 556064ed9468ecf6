// The signing part of the hand-over form: the texts in force (docs/documents.md), the worker's signature (which ticks
// the acceptance of the terms above it: the worker signs under them) and, for a staff member
// without a saved signature, their own signature in place.
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ReactNode, RefObject } from 'react';
import { DELIVERY_TERMS_ACCEPT_LABEL } from '@shared/delivery-terms';
import type { IssueFormInput } from '@shared/schemas/operations';
import { SIGNING_PEN, SignaturePad, type SignaturePadHandle } from '@app/components/signature-pad';
import { StaffSignature } from './staff-signature';

export interface IssueSigningProps {
  /** The hand-over form the terms and the signature are part of. */
  form: UseFormReturn<IssueFormInput>;
  padRef: RefObject<SignaturePadHandle | null>;
  /** The texts the worker signs under (their heading has the id 'terms-title'). */
  terms: ReactNode;
  /** What the worker signs for, shown right above their signature pad. */
  items: ReactNode;
  /** The user has no saved signature: they sign here too. */
  own: { needed: boolean; onChange: (dataUrl: string) => void; save: boolean; onSaveChange: (save: boolean) => void; error?: string };
}

export function IssueSigning({ form, padRef, terms, items, own }: IssueSigningProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="terms-title">
      {terms}
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-blue-700"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'terms-error' : undefined}
            {...register('terms')}
          />
          {DELIVERY_TERMS_ACCEPT_LABEL}
        </label>
        {errors.terms ? (
          <p id="terms-error" role="alert" className="text-sm text-red-700">
            {errors.terms.message}
          </p>
        ) : null}
      </div>
      {items}
      <Controller
        control={control}
        name="signature"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <SignaturePad
              ref={padRef}
              label="Teslim Alan İmzası"
              {...SIGNING_PEN}
              onChange={(dataUrl) => {
                field.onChange(dataUrl ?? '');
                // The worker signs under the terms: the signature is the acceptance.
                if (dataUrl) setValue('terms', true, { shouldValidate: !!errors.terms });
              }}
              error={errors.signature?.message}
            />
            <p className="text-xs text-slate-500">İşçinin imzası, yukarıdaki teslim şartlarının kabulüdür.</p>
          </div>
        )}
      />
      {own.needed ? (
        <StaffSignature
          label="Teslim Eden İmzası (sizin)"
          onChange={own.onChange}
          save={own.save}
          onSaveChange={own.onSaveChange}
          error={own.error}
        />
      ) : null}
    </section>
  );
}
