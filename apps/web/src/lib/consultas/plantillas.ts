// GET /api/calendario/plantillas (docs/calendario.md, «Plantillas de reparto»): every split template of the
// guild at its current version. Read by the templates page and by «Nueva distribución»'s «Plantilla» picker.
import { useQuery } from '@tanstack/react-query';
import type { Plantilla } from '@reparto/contract';
import { api } from '../api-client';
import { retryServerErrors } from '../http';
import { consultasKeys } from './keys';

export async function getPlantillas(): Promise<Plantilla[]> {
  const { data } = await api.get<{ ok: true; message: Plantilla[] }>('/calendario/plantillas');
  return data.message;
}

/** Every template of the guild (the page and «Nueva distribución»'s picker). */
export const usePlantillas = (enabled = true) =>
  useQuery({ queryKey: consultasKeys.plantillas, queryFn: getPlantillas, retry: retryServerErrors, enabled });
