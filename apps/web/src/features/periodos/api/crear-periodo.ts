import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GREMIO_FEDERACION, type CrearPeriodoResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { periodosKey } from './get-periodos';

export async function crearPeriodo(idLugarDist: number): Promise<CrearPeriodoResponse> {
  const { data } = await api.post<CrearPeriodoResponse>('/distribuciones', [
    { idLugarDist, gremioFederacion: GREMIO_FEDERACION },
  ]);
  return data;
}

export function useCrearPeriodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearPeriodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodosKey() }),
  });
}
