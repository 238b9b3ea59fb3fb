import { useMutation } from '@tanstack/react-query';
import type { DistribucionParaCorregir, ParaCorregirResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';

/** Everything a distribution was created with (players and weights, breakdown, reason, origin). */
export async function getParaCorregir(idDistribucion: number): Promise<DistribucionParaCorregir> {
  const { data } = await api.get<ParaCorregirResponse>('/distribuciones/paraCorregir', { params: { idDistribucion } });
  return data.message;
}

/**
 * «Corregir» reads the distribution once, when asked (a read run on demand: it keeps no cache, the
 * distribution may be corrected again with other data).
 */
export const useParaCorregir = () => useMutation({ mutationFn: getParaCorregir });
