// A mutation that refreshes what it changed: after a success every named query is invalidated, and
// the mutation settles only once they are, so the screen a dialog closes onto is already fresh.
//   export const useDeleteUser = () => useRefreshingMutation(deleteUser, [USERS_QUERY_KEY, ROLES_QUERY_KEY]);
// `afterFailureToo` refreshes after a refusal as well (a list another admin may have changed meanwhile).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: readonly QueryKey[],
  { afterFailureToo = false }: { afterFailureToo?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const refreshAll = () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation(afterFailureToo ? { mutationFn, onSettled: refreshAll } : { mutationFn, onSuccess: refreshAll });
}
