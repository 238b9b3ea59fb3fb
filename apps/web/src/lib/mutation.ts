// A write that, once done, marks the queries it changed as stale so that they load again.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface RefreshOptions<TVars> {
  /** The queries the write changes, from its variables. */
  refresh: (variables: TVars) => QueryKey[];
  /** 'success' (the default) or 'settled' (a failure may have changed them too). */
  after?: 'success' | 'settled';
  /** Lets a screen count its running writes (useIsMutating). */
  mutationKey?: QueryKey;
}

export function useRefreshingMutation<TData, TVars>(
  mutationFn: (variables: TVars) => Promise<TData>,
  { refresh, after = 'success', mutationKey }: RefreshOptions<TVars>,
) {
  const queryClient = useQueryClient();
  const invalidate = (variables: TVars) =>
    Promise.all(refresh(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationKey,
    mutationFn,
    ...(after === 'success'
      ? { onSuccess: (_data: TData, variables: TVars) => invalidate(variables) }
      : { onSettled: (_data: TData | undefined, _error: unknown, variables: TVars) => invalidate(variables) }),
  });
}
