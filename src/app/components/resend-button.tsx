// 'Yeniden Gönder' of a delivery log's row (notifications' and webhooks'): busy while its own row
// is being queued again, with the toasts both logs say.
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@app/lib/api-client';
import { Button } from './button';

export function ResendButton({ id, resend }: { id: string; resend: UseMutationResult<unknown, Error, string> }) {
  return (
    <Button
      variant="secondary"
      busy={resend.isPending && resend.variables === id}
      busyLabel="Gönderiliyor..."
      onClick={() =>
        resend.mutate(id, {
          onSuccess: () => toast.success('Yeniden gönderim sıraya alındı.'),
          onError: (e) => toast.error(errorMessage(e, 'Yeniden gönderilemedi.')),
        })
      }
    >
      Yeniden Gönder
    </Button>
  );
}
