// The request screens' calls (docs/planning.md "Requests"). Making a request goes through the
// outbox (kind 'create_request'): sent at once when the server answers, queued otherwise and sent
// once when the connection is back (its Idempotency-Key and its own id keep it single). Lists are
// cached on the device like other small queries, so 'Taleplerim' and the form's choices open offline.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';
import { onOutboxReport } from '@app/lib/offline/outbox';
import { submitOperation, type SubmitResult } from '@app/lib/offline/submit-operation';
import type { RequestBody } from '@device/outbox';
import type { ApproveRequestInput, FieldRequest, RefuseRequestInput, RequestOptions, RequestStatus } from '@shared/requests';

export const REQUESTS_KEY = ['requests'] as const;

export const useRequestOptions = () =>
  useQuery({ queryKey: [...REQUESTS_KEY, 'options'], queryFn: () => api.get<RequestOptions>('/requests/options') });

// Lists of states: read again whenever shown (the cached copy shows meanwhile, and offline).
export const useMyRequests = () =>
  useQuery({ queryKey: [...REQUESTS_KEY, 'mine'], queryFn: () => api.get<FieldRequest[]>('/requests/mine'), staleTime: 0 });

export const useWarehouseRequests = (filter: { warehouseId?: string; status: RequestStatus }) =>
  useQuery({
    queryKey: [...REQUESTS_KEY, 'warehouse', filter.warehouseId, filter.status],
    queryFn: () =>
      api.get<FieldRequest[]>(
        `/requests?status=${filter.status}${filter.warehouseId ? `&warehouse_id=${encodeURIComponent(filter.warehouseId)}` : ''}`,
      ),
    staleTime: 0,
  });

export const useFieldRequest = (id: string) =>
  useQuery({
    queryKey: [...REQUESTS_KEY, 'one', id],
    queryFn: () => api.get<FieldRequest>(`/requests/${encodeURIComponent(id)}`),
    staleTime: 0,
  });

/** Lists refresh when a queued request lands in the background. */
export function useRefreshOnLanding(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOutboxReport((report) => {
        if (report.sent.some((s) => s.entry.kind === 'create_request')) void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      }),
    [queryClient],
  );
}

export function useSubmitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: RequestBody; label: string }): Promise<SubmitResult<FieldRequest>> =>
      submitOperation<FieldRequest>({
        id: input.body.id ?? crypto.randomUUID(),
        kind: 'create_request',
        label: input.label,
        body: input.body,
      }),
    // Not awaited: offline, the refetch waits for the network and the form would wait with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

function useDecision<TVariables>(mutationFn: (variables: TVariables) => Promise<FieldRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      // An approval made a reservation: the pick list and agendas read it.
      void queryClient.invalidateQueries({ queryKey: ['reservations'] });
    },
  });
}

const path = (id: string, verb: string) => `/requests/${encodeURIComponent(id)}/${verb}`;
export const useApproveRequest = () =>
  useDecision((v: { id: string; input: ApproveRequestInput }) => api.post<FieldRequest>(path(v.id, 'approve'), v.input));
export const useRefuseRequest = () =>
  useDecision((v: { id: string; input: RefuseRequestInput }) => api.post<FieldRequest>(path(v.id, 'refuse'), v.input));
export const useCancelRequest = () => useDecision((id: string) => api.post<FieldRequest>(path(id, 'cancel')));
