// A dialog's react-hook-form, filled afresh each time the dialog opens, so a reopened dialog never
// shows the last visit's input or errors. While it is open, a record whose values change (an answer
// that arrives late, another device's edit) refills the fields the user has not touched; what the
// user typed stays. A list that re-renders the same record as a new object refills nothing.
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
  /** The values last filled in while open (as JSON), null while closed. */
  const filled = useRef<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!open) {
      filled.current = null;
      return;
    }
    const next = values.current();
    const text = JSON.stringify(next);
    if (filled.current === null) reset(next);
    else if (text !== filled.current) reset(next, { keepDirtyValues: true, keepErrors: true, keepIsSubmitted: true, keepTouched: true });
    filled.current = text;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the values are read from
  }, [open, reset, ...refillWhenChanged]);
  return form;
}
