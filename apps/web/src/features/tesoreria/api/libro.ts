// The guild's ledger as the treasury reads and writes it (docs/libro.md): the accounts with their
// balances, an account's entries, the leader's adjustments and named accounts. The server decides who
// may and every amount: its sentence is what a refusal shows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AjusteLibroRequest, CuentasLibroResponse, MovimientosLibroResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { tesoreriaKeys, type FiltrosMovimientos } from './keys';

/** GET /api/libro/cuentas?page=: the guild's accounts first, then the players', with `total_jugadores`. */
export const useCuentasLibro = (page: number) =>
  useQuery({
    queryKey: tesoreriaKeys.cuentas(page),
    queryFn: async () => (await api.get<CuentasLibroResponse>('/libro/cuentas', { params: { page } })).data,
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });

/** GET /api/libro/movimientos?idCuentaLibro=&desde=&hasta=&page=: newest first, with the balance each left. */
export const useMovimientosCuenta = (filtros: FiltrosMovimientos | null) =>
  useQuery({
    queryKey: tesoreriaKeys.movimientos(filtros ?? { idCuentaLibro: 0, page: 1 }),
    queryFn: async () => (await api.get<MovimientosLibroResponse>('/libro/movimientos', { params: { ...filtros } })).data,
    enabled: filtros !== null,
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });

/** POST /api/libro/ajuste `[ { idCuentaLibro | nickname, silver, razon } ]` (the leader). */
export async function ajustarSaldo(ajuste: AjusteLibroRequest[number], write?: WriteOptions) {
  const { data } = await api.post<{ ok: true; message: string }>('/libro/ajuste', [ajuste], write);
  return data;
}
export const useAjustarSaldo = () => useRefreshingMutation(ajustarSaldo);

/** POST /api/libro/cuentas `[ { nombre } ]`: a named guild account (the leader). */
export async function crearCuenta(nombre: string, write?: WriteOptions) {
  const { data } = await api.post<{ ok: true; message: string; id_cuenta_libro: number }>('/libro/cuentas', [{ nombre }], write);
  return data;
}
export const useCrearCuenta = () => useRefreshingMutation(crearCuenta);
