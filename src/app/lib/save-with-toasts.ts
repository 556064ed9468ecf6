// The end of every dialog's save: run it, toast how it went, and answer whether it worked, so the
// dialog closes only after a success and stays open (with the reason shown) after a failure.
//   await saveWithToasts(() => remove.mutateAsync(id), { success: 'Rol başarıyla silindi', failure: 'Rol silinirken bir hata oluştu', onSaved: onClose });
import { toast } from 'sonner';
import { errorMessage } from './api-client';

export interface SaveToasts {
  success: string;
  /** The text when the server gives no reason of its own (errorMessage), or a function wording the failure. */
  failure: string | ((error: unknown) => string);
  /** Runs after the success toast (e.g. closing the dialog); not after a failure. */
  onSaved?: () => void;
}

export async function saveWithToasts(save: () => Promise<unknown>, { success, failure, onSaved }: SaveToasts): Promise<boolean> {
  try {
    await save();
    toast.success(success);
    onSaved?.();
    return true;
  } catch (error) {
    toast.error(typeof failure === 'string' ? errorMessage(error, failure) : failure(error));
    return false;
  }
}
