// The end of every save: run it, toast how it went, and answer whether it worked, so a dialog
// closes only after a success and stays open (with the reason shown) after a failure.
//   await saveWithToasts(() => remove.mutateAsync(id), { success: 'Rol başarıyla silindi', failure: 'Rol silinirken bir hata oluştu', onSaved: onClose });
import { toast } from 'sonner';
import { errorMessage } from './api-client';

export interface SaveToasts<T = unknown> {
  /** The success toast's text, or a function wording it from the save's answer. */
  success: string | ((saved: T) => string);
  /** An info toast instead of the success one when the save waits in the outbox (offline: `{ status: 'queued' }`). */
  queued?: string;
  /** The text when the server gives no reason of its own (errorMessage), or a function wording the failure. */
  failure: string | ((error: unknown) => string);
  /** Runs (and is awaited) after the success or queued toast, e.g. closing the dialog; not after a failure. */
  onSaved?: (saved: T) => unknown;
}

const wasQueued = (saved: unknown) => typeof saved === 'object' && saved !== null && 'status' in saved && saved.status === 'queued';

export async function saveWithToasts<T>(save: () => Promise<T>, { success, queued, failure, onSaved }: SaveToasts<T>): Promise<boolean> {
  try {
    const saved = await save();
    if (queued !== undefined && wasQueued(saved)) toast.info(queued);
    else toast.success(typeof success === 'string' ? success : success(saved));
    await onSaved?.(saved);
    return true;
  } catch (error) {
    toast.error(typeof failure === 'string' ? errorMessage(error, failure) : failure(error));
    return false;
  }
}
