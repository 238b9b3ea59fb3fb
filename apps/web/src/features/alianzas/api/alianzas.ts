// «Alianzas» on the wire (docs/alianzas.md): the guild's alliances, the picker across the member guilds'
// rosters, the splits, and the writes: propose, accept, refuse, leave, split, pay one's own member.
import { useQuery } from '@tanstack/react-query';
import type {
  AlianzasResponse,
  JugadoresAlianzaResponse,
  ProponerAlianzaRequest,
  RepartoAlianzaRequest,
  RepartosAlianzaResponse,
} from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { retryServerErrors } from '../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../lib/mutation';
import { alianzasKeys } from './keys';

/** GET /api/alianzas. */
export const useAlianzas = () =>
  useQuery({
    queryKey: alianzasKeys.lista(),
    queryFn: async () => (await api.get<AlianzasResponse>('/alianzas')).data,
    retry: retryServerErrors,
  });

/** GET /api/alianzas/jugadores?idAlianza= (the host's officers; only asked when the split's dialog opens). */
export const useJugadoresAlianza = (idAlianza: number) =>
  useQuery({
    queryKey: alianzasKeys.jugadores(idAlianza),
    queryFn: async () => (await api.get<JugadoresAlianzaResponse>('/alianzas/jugadores', { params: { idAlianza } })).data.message,
    retry: retryServerErrors,
  });

/** GET /api/alianzas/repartos?idAlianza=. */
export const useRepartosAlianza = (idAlianza: number) =>
  useQuery({
    queryKey: alianzasKeys.repartos(idAlianza),
    queryFn: async () => (await api.get<RepartosAlianzaResponse>('/alianzas/repartos', { params: { idAlianza } })).data.message,
    retry: retryServerErrors,
  });

type Escrito = { ok: true; message: string };

/** POST /api/alianzas `[ {slug, nombre} ]`. */
async function proponer(cuerpo: ProponerAlianzaRequest[0], write?: WriteOptions) {
  return (await api.post<Escrito>('/alianzas', [cuerpo], write)).data;
}
export const useProponerAlianza = () => useRefreshingMutation(proponer);

/** PUT /api/alianzas/aceptar|rechazar|salir `[ {idAlianza} ]`. */
async function responder(
  { accion, idAlianza }: { accion: 'aceptar' | 'rechazar' | 'salir'; idAlianza: number },
  write?: WriteOptions,
) {
  return (await api.put<Escrito>(`/alianzas/${accion}`, [{ idAlianza }], write)).data;
}
export const useResponderAlianza = () => useRefreshingMutation(responder);

/** POST /api/alianzas/repartos. */
async function repartir(cuerpo: RepartoAlianzaRequest[0], write?: WriteOptions) {
  return (await api.post<Escrito>('/alianzas/repartos', [cuerpo], write)).data;
}
export const useRepartirAlianza = () => useRefreshingMutation(repartir);

/** PUT /api/alianzas/repartos/pagar `[ {idRepartoAlianza, id_player} ]`. */
async function pagar(cuerpo: { idRepartoAlianza: number; id_player: number }, write?: WriteOptions) {
  return (await api.put<Escrito>('/alianzas/repartos/pagar', [cuerpo], write)).data;
}
export const usePagarParteAlianza = () => useRefreshingMutation(pagar);
