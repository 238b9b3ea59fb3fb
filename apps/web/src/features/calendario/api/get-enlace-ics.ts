import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EnlaceIcsResponseSchema } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { calendarioKeys } from './keys';

/** The guild's iCal feed: `url` (public events), `privado` (with the token: the private ones too). */
export type EnlaceIcs = z.infer<typeof EnlaceIcsResponseSchema>['message'];

/** GET /api/calendario/enlaceIcs (any signed-in account). */
export async function getEnlaceIcs(): Promise<EnlaceIcs> {
  const { data } = await api.get<z.infer<typeof EnlaceIcsResponseSchema>>('/calendario/enlaceIcs');
  return data.message;
}

/** Not retried: a server without the feed answers 404 and the page shows nothing of it. */
export const useEnlaceIcs = () =>
  useQuery({ queryKey: calendarioKeys.enlaceIcs(), queryFn: getEnlaceIcs, retry: false, staleTime: Infinity });

/** POST /api/calendario/renovarEnlaceIcs (the leader): a new token; answers the new links. */
export async function renovarEnlaceIcs(_item: void, write?: WriteOptions): Promise<EnlaceIcs> {
  const { data } = await api.post<z.infer<typeof EnlaceIcsResponseSchema>>('/calendario/renovarEnlaceIcs', undefined, write);
  return data.message;
}

/** The renewal: the links on screen become the answer's (the feed's query is not refreshed by a cambio). */
export function useRenovarEnlaceIcs() {
  const queryClient = useQueryClient();
  return useRefreshingMutation(async (item: void, write: WriteOptions) => {
    const enlaces = await renovarEnlaceIcs(item, write);
    queryClient.setQueryData(calendarioKeys.enlaceIcs(), enlaces);
    return enlaces;
  });
}
