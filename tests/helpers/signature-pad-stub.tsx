// Component tests run in happy-dom, which has no 2D canvas: the signature pad is drawn by a button
// that hands the form a signature, with the pad's label and error as the real one shows them.
import { forwardRef, useImperativeHandle } from 'react';
import type { SignaturePadHandle, SignaturePadProps } from '@app/components/signature-pad';

export const STUB_SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

/** The forms spread the pen's settings into the pad; the stub draws none. */
export const SIGNING_PEN = {} as const;

export const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(
  { label = 'İmza', error, onChange },
  ref,
) {
  useImperativeHandle(ref, () => ({ clear: () => onChange?.(null), isEmpty: () => true, toDataURL: () => null }));
  return (
    <div>
      <div role="img" aria-label={label} />
      <button type="button" onClick={() => onChange?.(STUB_SIGNATURE)}>
        İmzala: {label}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
});
