// GET|POST|PUT /api/calendario/plantillas (docs/calendario.md, «Plantillas de reparto»).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CambiarPlantillaResponse, CrearPlantillaResponse, Plantilla, ReglasPlantilla } from '@reparto/contract';
import { api } from '../../../../lib/api-client';
import { retryServerErrors } from '../../../../lib/http';
import { useRefreshingMutation, type WriteOptions } from '../../../../lib/mutation';

export const plantillasKeys = { todas: () => ['plantillas'] as const };

export async function getPlantillas(): Promise<Plantilla[]> {
  const { data } = await api.get<{ ok: true; message: Plantilla[] }>('/calendario/plantillas');
  return data.message;
}

/** Every template of the guild (the page and «Nueva distribución»'s picker). */
export const usePlantillas = (enabled = true) =>
  useQuery({ queryKey: plantillasKeys.todas(), queryFn: getPlantillas, retry: retryServerErrors, enabled });

export interface GuardarPlantilla {
  idPlantilla?: number;
  nombre: string;
  reglas: ReglasPlantilla;
  activa?: boolean;
}

/** POST (a new one) or PUT (a change: new rules are a new version) — LIDER. */
export async function guardarPlantilla(
  p: GuardarPlantilla,
  write?: WriteOptions,
): Promise<CrearPlantillaResponse | CambiarPlantillaResponse> {
  if (p.idPlantilla === undefined) {
    const { data } = await api.post<CrearPlantillaResponse>(
      '/calendario/plantillas',
      [{ nombre: p.nombre, reglas: p.reglas }],
      write,
    );
    return data;
  }
  const { data } = await api.put<CambiarPlantillaResponse>('/calendario/plantillas', [p], write);
  return data;
}

/** A template is in no live change: the page reads the list again after its own save. */
export function useGuardarPlantilla() {
  const qc = useQueryClient();
  return useRefreshingMutation(async (p: GuardarPlantilla, write: WriteOptions) => {
    const res = await guardarPlantilla(p, write);
    await qc.invalidateQueries({ queryKey: plantillasKeys.todas() });
    return res;
  });
}
