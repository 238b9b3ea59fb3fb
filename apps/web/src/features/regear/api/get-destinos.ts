// Where a claim goes: a period that is not finalized, and optionally one of its distributions.
import { useQuery } from '@tanstack/react-query';
import {
  admiteRegear,
  type Distribucion,
  type GetDistribucionResponse,
  type Periodo,
  type PeriodosEnCursoResponse,
} from '@reparto/contract';
import { api } from '../../../lib/api-client';
import { regearKeys } from './keys';

/** At most this many pages of periods in course (10 a page: one open period per place, and those being paid). */
const PAGINAS_MAX = 5;

/** The periods in course (open first, then those in distribution): every one takes claims. */
export async function getPeriodosRegear(): Promise<Periodo[]> {
  const periodos: Periodo[] = [];
  for (let page = 1; page <= PAGINAS_MAX; page++) {
    const { data } = await api.get<PeriodosEnCursoResponse>('/distribuciones/periodosEnCurso', { params: { page } });
    periodos.push(...data.message);
    if (data.message.length === 0 || periodos.length >= (data.count ?? 0)) break;
  }
  return periodos.filter((p) => admiteRegear(p.id_estado_distribucion));
}

export const usePeriodosRegear = () => useQuery({ queryKey: regearKeys.periodos(), queryFn: getPeriodosRegear });

/** The live distributions of a period (newest first). */
export async function getDistribucionesRegear(idPeriodo: number): Promise<Distribucion[]> {
  const { data } = await api.post<GetDistribucionResponse>('/distribuciones/getDistribucion', [{ idPeriodoDist: idPeriodo }]);
  return data.message.filter((d) => d.estado);
}

export const useDistribucionesRegear = (idPeriodo: number | null) =>
  useQuery({
    queryKey: regearKeys.distribuciones(idPeriodo ?? 0),
    queryFn: () => getDistribucionesRegear(idPeriodo!),
    enabled: idPeriodo !== null,
  });
