// A dialog's react-hook-form, filled afresh each time the dialog opens, and again when the record
// it edits changes while open, so a reopened dialog never shows the last visit's input or errors.
//   const { register, handleSubmit, formState } = useDialogForm(open, () => toValues(warehouse), { resolver, defaultValues: EMPTY }, [warehouse]);
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

export function useDialogForm<TFieldValues extends FieldValues, TContext, TTransformedValues = TFieldValues>(
  open: boolean,
  valuesOnOpen: () => TFieldValues | DefaultValues<TFieldValues>,
  options: UseFormProps<TFieldValues, TContext, TTransformedValues>,
  refillWhenChanged: readonly unknown[] = [],
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>(options);
  const values = useRef(valuesOnOpen);
  values.current = valuesOnOpen;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(values.current());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the values are read from
  }, [open, reset, ...refillWhenChanged]);
  return form;
}
