import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EliminarDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKey } from './get-distribuciones';

export async function eliminarDistribucion(input: {
  idDistribucion: number;
  razon: string;
}): Promise<EliminarDistribucionResponse> {
  const { data } = await api.put<EliminarDistribucionResponse>('/distribuciones/eliminarDistribucion', [input]);
  return data;
}

export function useEliminarDistribucion(idPeriodo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarDistribucion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distribucionesKey(idPeriodo) }),
  });
}
