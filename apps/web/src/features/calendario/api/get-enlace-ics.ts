import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EnlaceIcsResponseSchema } from '@reparto/contract';
import { api } from '../../../lib/api-client';
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
