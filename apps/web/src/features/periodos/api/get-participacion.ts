import { useQuery } from '@tanstack/react-query';
import type { ParticipacionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

/** Under `asistencia`: the attendance cambio refreshes it (app/en-vivo.ts). */
export const participacionKey = () => ['asistencia', 'participacion'] as const;

export async function getParticipacion(): Promise<ParticipacionResponse> {
  const { data } = await api.get<ParticipacionResponse>('/asistencia/participacion');
  return data;
}

/** The participation leaderboard: contents attended in the last 30 days (docs/asistencia.md). */
export function useParticipacion() {
  return useQuery({ queryKey: participacionKey(), queryFn: getParticipacion });
}
