// Account changes (PUT /api/cuentas/…, POST /api/cuentas). Each answers the account's new row and
// reloads the accounts list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CuentaResponseSchema, type CrearCuentaItem, type CuentaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { cuentasKeys } from './keys';

export async function createCuenta(item: CrearCuentaItem): Promise<CuentaResponse> {
  const { data } = await api.post<unknown>('/cuentas', [item]);
  return CuentaResponseSchema.parse(data);
}

export async function cambiarCargos(item: { idCuenta: number; cargos: number[] }): Promise<CuentaResponse> {
  const { data } = await api.put<unknown>('/cuentas/cargos', [item]);
  return CuentaResponseSchema.parse(data);
}

/** Ends every session of the account. */
export async function cambiarClave(item: { idCuenta: number; password: string }): Promise<CuentaResponse> {
  const { data } = await api.put<unknown>('/cuentas/clave', [item]);
  return CuentaResponseSchema.parse(data);
}

export async function setCuentaActiva(item: { idCuenta: number; activa: boolean }): Promise<CuentaResponse> {
  const { data } = await api.put<unknown>(item.activa ? '/cuentas/activar' : '/cuentas/desactivar', [
    { idCuenta: item.idCuenta },
  ]);
  return CuentaResponseSchema.parse(data);
}

function useCuentaMutation<T>(name: string, mutationFn: (item: T) => Promise<CuentaResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cuentasKeys.all, name],
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cuentasKeys.all }),
  });
}

export const useCreateCuenta = () => useCuentaMutation('crear', createCuenta);
export const useCambiarCargos = () => useCuentaMutation('cargos', cambiarCargos);
export const useCambiarClave = () => useCuentaMutation('clave', cambiarClave);
export const useSetCuentaActiva = () => useCuentaMutation('activa', setCuentaActiva);
