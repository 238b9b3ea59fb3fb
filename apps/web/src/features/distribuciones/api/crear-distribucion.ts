import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrearDistribucionItem, CrearDistribucionResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { distribucionesKey } from './get-distribuciones';

export async function crearDistribucion(item: CrearDistribucionItem): Promise<CrearDistribucionResponse> {
  const { data } = await api.post<CrearDistribucionResponse>('/distribuciones/crear', [item]);
  return data;
}

export function useCrearDistribucion(idPeriodo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearDistribucion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distribucionesKey(idPeriodo) }),
  });
}
