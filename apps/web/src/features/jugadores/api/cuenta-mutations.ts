// Account changes (PUT /api/cuentas/…, POST /api/cuentas). Each answers the account's new row; its
// answer's cambio (`cuenta`) reloads the accounts list (app/en-vivo.ts).
import type { CrearCuentaItem, CuentaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { cuentasKeys } from './keys';

export async function createCuenta(item: CrearCuentaItem, write?: WriteOptions): Promise<CuentaResponse> {
  const { data } = await api.post<CuentaResponse>('/cuentas', [item], write);
  return data;
}

export async function cambiarCargos(item: { idCuenta: number; cargos: number[] }, write?: WriteOptions): Promise<CuentaResponse> {
  const { data } = await api.put<CuentaResponse>('/cuentas/cargos', [item], write);
  return data;
}

/** Ends every session of the account. */
export async function cambiarClave(item: { idCuenta: number; password: string }, write?: WriteOptions): Promise<CuentaResponse> {
  const { data } = await api.put<CuentaResponse>('/cuentas/clave', [item], write);
  return data;
}

export async function setCuentaActiva(
  item: { idCuenta: number; activa: boolean },
  write?: WriteOptions,
): Promise<CuentaResponse> {
  const { data } = await api.put<CuentaResponse>(
    item.activa ? '/cuentas/activar' : '/cuentas/desactivar',
    [{ idCuenta: item.idCuenta }],
    write,
  );
  return data;
}

/** Removes the account's Discord identity (its Discord sessions end). */
export async function desvincularDiscord(item: { idCuenta: number }, write?: WriteOptions): Promise<CuentaResponse> {
  const { data } = await api.put<CuentaResponse>('/cuentas/desvincularDiscord', [item], write);
  return data;
}

// A refusal reloads the accounts too, through the cambio the write would have made (`cuenta`): it may
// come from a change made meanwhile in another tab (a 409), and the list then shows how things are.
function useCuentaMutation<T>(name: string, mutationFn: (item: T, write: WriteOptions) => Promise<CuentaResponse>) {
  return useRefreshingMutation(mutationFn, { mutationKey: cuentasKeys.mutation(name), siFalla: () => ({ tipo: 'cuenta' }) });
}

export const useCreateCuenta = () => useCuentaMutation('crear', createCuenta);
export const useCambiarCargos = () => useCuentaMutation('cargos', cambiarCargos);
export const useCambiarClave = () => useCuentaMutation('clave', cambiarClave);
export const useSetCuentaActiva = () => useCuentaMutation('activa', setCuentaActiva);
export const useDesvincularDiscord = () => useCuentaMutation('discord', desvincularDiscord);
