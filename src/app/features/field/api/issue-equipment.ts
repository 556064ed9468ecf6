// One POST /field-equipment per selected item, all in parallel (spec 02 §7), sharing the batch id
// of the signing. Each goes through submitOperation, so without network it waits in the outbox.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { fullName } from '@shared/format';
import { handOverLabel } from '@app/lib/offline/outbox-groups';
import { newOperationId, submitOperation } from '@app/lib/offline/submit-operation';
import { invalidateAfterFieldWrite } from './invalidate';
import type { IssuedRecord } from '@shared/api-types';
import type { IssueBody } from '@device/outbox';
import type { FieldWorker, PickerEquipment } from './types';

export interface IssueRequest {
  batchId: string;
  items: readonly PickerEquipment[];
  worker: FieldWorker;
  teamLeaderId: string | null;
  signature: string;
  /** Expected return day 'YYYY-MM-DD' (Europe/Istanbul) for every item of the signing, or null. */
  dueDate: string | null;
  /** The text versions the form showed (terms, category terms, KVKK); null when it showed none from the server. */
  textIds: string[] | null;
  /** The issuing user's drawing, when none is saved in settings (else the server copies the saved one). */
  issuerSignature?: string | null;
  /** The written reason for items whose required check has run out (docs/equipment-care.md), or null. */
  checkOverrideReason?: string | null;
  /** Stock lines signed with the items (docs/stock.md): carried by the first item's request, sent first. */
  stock?: IssueBody['stock'];
  /** Each item's condition photos (reduced data URLs), by item id: carried by that item's request. */
  photos?: Readonly<Record<string, readonly string[]>>;
  /** The stock lines landed or were queued (a retry of the signing must not send them again). */
  onStockLanded?: () => void;
}

export interface IssueOutcome {
  sent: Array<{ item: PickerEquipment; record: IssuedRecord }>;
  queued: PickerEquipment[];
  failed: Array<{ item: PickerEquipment; error: unknown }>;
}

export async function issueEquipment(request: IssueRequest): Promise<IssueOutcome> {
  const workerName = fullName(request.worker);
  const send = (item: PickerEquipment, index: number) =>
    submitOperation<IssuedRecord>({
      id: newOperationId(),
      kind: 'issue_equipment',
      label: handOverLabel(item.serial_number, workerName),
      body: {
        equipment_id: item.id,
        worker_id: request.worker.id,
        team_leader_id: request.teamLeaderId,
        signature: request.signature,
        batch_id: request.batchId,
        due_date: request.dueDate,
        text_ids: request.textIds,
        ...(request.issuerSignature ? { issuer_signature: request.issuerSignature } : {}),
        check_override_reason: request.checkOverrideReason ?? null,
        ...(index === 0 && request.stock ? { stock: request.stock } : {}),
        ...(request.photos?.[item.id]?.length ? { photos: [...request.photos[item.id]!] } : {}),
      },
    });
  let answers: Array<PromiseSettledResult<Awaited<ReturnType<typeof send>>>>;
  if (request.stock && request.items.length > 0) {
    // The stock lines first: refused in place (beyond the stock, online), nothing of the signing is sent.
    const [first] = await Promise.allSettled([send(request.items[0]!, 0)]);
    if (first!.status === 'rejected') answers = request.items.map(() => first!);
    else {
      request.onStockLanded?.();
      answers = [first!, ...(await Promise.allSettled(request.items.slice(1).map((item, i) => send(item, i + 1))))];
    }
  } else answers = await Promise.allSettled(request.items.map(send));
  const outcome: IssueOutcome = { sent: [], queued: [], failed: [] };
  answers.forEach((answer, index) => {
    const item = request.items[index]!;
    if (answer.status === 'rejected') outcome.failed.push({ item, error: answer.reason });
    else if (answer.value.status === 'queued') outcome.queued.push(item);
    else outcome.sent.push({ item, record: answer.value.response });
  });
  return outcome;
}

export function useIssueEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueEquipment,
    // Even a partly failed signing changed some items: refresh in every case, in the background
    // (the 'Teslim Et' button does not wait for the lists).
    onSettled: () => {
      void invalidateAfterFieldWrite(queryClient);
    },
    // Someone else reserved an item for days this hand-over overlaps: said, never refused (docs/planning.md).
    onSuccess: (outcome) => {
      for (const sent of outcome.sent)
        if (sent.record.reservation_warning) toast.warning(sent.record.reservation_warning, { duration: 10_000 });
      if (outcome.sent.length > 0) void queryClient.invalidateQueries({ queryKey: ['reservations'] });
    },
  });
}
