import { useQuery } from '@tanstack/react-query';
import type { Muerte, MuertesResponse } from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { useIdioma } from '../../../lib/i18n/textos';
import { regearKeys } from './keys';

/** A player's recent deaths from the killboard, each item marked by the rules (GET /api/regear/muertes). */
export async function getMuertes(nickname: string): Promise<Muerte[]> {
  const { data } = await api.get<MuertesResponse>('/regear/muertes', { params: { nickname: nickname.trim() } });
  return data.message;
}

/** Asked only when there is a nickname; a failure (killboard down: 503/504) is not retried, it is said. */
export function useMuertes(nickname: string) {
  // The items' names come in the active language: one answer per language, the other language's kept
  // on screen (the same player's only) while it loads.
  const idioma = useIdioma();
  const clave = regearKeys.muertes(nickname);
  return useQuery({
    queryKey: [...clave, idioma],
    queryFn: () => getMuertes(nickname),
    placeholderData: (previo, consulta) => (consulta?.queryKey[2] === clave[2] ? previo : undefined),
    enabled: nickname.trim() !== '',
    retry: false,
  });
}
