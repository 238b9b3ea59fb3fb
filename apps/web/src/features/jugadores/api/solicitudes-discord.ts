// The first Discord logins waiting for the leader's approval (docs/integraciones.md, "Primer acceso"):
// GET /api/cuentas/solicitudesDiscord and its two decisions. A decision's cambio (`cuenta`) reloads the
// queue and the accounts (app/en-vivo.ts: every key under cuentasKeys.all).
import { useQuery } from '@tanstack/react-query';
import type { SolicitudDiscordRow, SolicitudesDiscordResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { cuentasKeys } from './keys';

export async function getSolicitudesDiscord(): Promise<SolicitudDiscordRow[]> {
  const { data } = await api.get<SolicitudesDiscordResponse>('/cuentas/solicitudesDiscord');
  return data.solicitudes ?? [];
}

export const useSolicitudesDiscord = () =>
  useQuery({ queryKey: cuentasKeys.solicitudes(), queryFn: getSolicitudesDiscord, retry: retryServerErrors });

export async function decidirSolicitud(
  item: { idSolicitud: number; aprobar: boolean },
  write?: WriteOptions,
): Promise<{ ok: true; message: string }> {
  const ruta = item.aprobar ? '/cuentas/aprobarSolicitudDiscord' : '/cuentas/rechazarSolicitudDiscord';
  const { data } = await api.put<{ ok: true; message: string }>(ruta, [{ idSolicitud: item.idSolicitud }], write);
  return data;
}

// A refusal (another leader decided meanwhile) reloads the queue too.
export const useDecidirSolicitud = () =>
  useRefreshingMutation(decidirSolicitud, {
    mutationKey: cuentasKeys.mutation('solicitud'),
    siFalla: () => ({ tipo: 'cuenta' }),
  });
