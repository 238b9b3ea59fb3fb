import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarioKeys } from './keys';

/** What the event dialog's picker needs of a split template (GET /api/calendario/plantillas). */
export interface PlantillaElegible {
  id_plantilla: number;
  nombre: string;
  activa: boolean;
}

/** The guild's templates; the picker offers the active ones. */
export async function getPlantillas(): Promise<PlantillaElegible[]> {
  const { data } = await api.get<{ ok: true; message: PlantillaElegible[] }>('/calendario/plantillas');
  return data.message;
}

/** `enabled`: the dialog is open. A failure leaves the picker with «Sin plantilla» only (an event needs none). */
export const usePlantillas = (enabled: boolean) =>
  useQuery({ queryKey: calendarioKeys.plantillas(), queryFn: getPlantillas, enabled, retry: false, staleTime: 60_000 });
