// GET|POST|PUT /api/calendario/plantillas (docs/calendario.md, «Plantillas de reparto»).
// The list is read through lib/consultas/plantillas.ts («Nueva distribución» reads it too).
import { useQueryClient } from '@tanstack/react-query';
import type { CambiarPlantillaResponse, CrearPlantillaResponse, ReglasPlantilla } from '@reparto/contract';
import { api } from '../../../../lib/api-client';
import { consultasKeys } from '../../../../lib/consultas/keys';
import { useRefreshingMutation, type WriteOptions } from '../../../../lib/mutation';

export { getPlantillas, usePlantillas } from '../../../../lib/consultas/plantillas';

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
    await qc.invalidateQueries({ queryKey: consultasKeys.plantillas });
    return res;
  });
}
