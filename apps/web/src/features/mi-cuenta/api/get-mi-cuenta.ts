import { useQuery } from '@tanstack/react-query';
import type { MiCuenta, MiCuentaResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { CABECERA_SIN_CONEXION } from '../../../sw/logica';
import { miCuentaKeys } from './keys';

/** «Mi cuenta» as read: `leidoSinConexion` when the service worker answered offline with its copy (when it was read, ISO 8601). */
export type MiCuentaLeida = MiCuenta & { leidoSinConexion?: string };

/** The signed-in account's own screen (GET /api/cuentas/mia); offline, the copy kept by the service worker (docs/pwa.md). */
export async function getMiCuenta(): Promise<MiCuentaLeida> {
  const { data, headers } = await api.get<MiCuentaResponse>('/cuentas/mia');
  const leido = headers?.get(CABECERA_SIN_CONEXION);
  return leido ? { ...data.message, leidoSinConexion: leido } : data.message;
}

export const useMiCuenta = () => useQuery({ queryKey: miCuentaKeys.all, queryFn: getMiCuenta, retry: retryServerErrors });
