// The attendance session imported into a new distribution (docs/asistencia.md): its id (sent with the
// distribution, which links it) and each of its players' minutes (shown beside the weight and in the
// confirmation). Importing sets each player's weight to the one their presence suggests; every weight
// stays editable.
import { useState } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { Presencia } from '@reparto/contract';
import type { BorradorForm } from '../../../reglas';

export interface SesionImportada {
  idSesion: number | null;
  /** Minutes per player id, of the session imported last. */
  minutos: Record<number, number>;
  alImportar: (idSesion: number, presencias: Presencia[]) => void;
}

export function useSesionImportada(
  getValues: UseFormGetValues<BorradorForm>,
  setValue: UseFormSetValue<BorradorForm>,
): SesionImportada {
  const [estado, setEstado] = useState<{ idSesion: number | null; minutos: Record<number, number> }>({
    idSesion: null,
    minutos: {},
  });
  const alImportar = (idSesion: number, presencias: Presencia[]) => {
    setEstado((prev) => ({
      idSesion,
      minutos: {
        ...(prev.idSesion === idSesion ? prev.minutos : {}),
        ...Object.fromEntries(presencias.map((p) => [p.id_player, p.minutos])),
      },
    }));
    setValue('pesos', { ...getValues('pesos'), ...Object.fromEntries(presencias.map((p) => [p.id_player, p.peso_sugerido])) });
  };
  return { ...estado, alImportar };
}
