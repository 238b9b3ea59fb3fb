// GET /api/calendario/paraDistribuir?idEvento= (docs/calendario.md): what «Nueva distribución» starts
// with when made from an event — the confirmed players with their roles and weights, the template, and
// the open period of the event's place. Read by the calendar («Crear distribución»: which period to go
// to) and by the distributions page, which opens the dialog with it (`?evento=`).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ParaDistribuir, ParaDistribuirResponseSchema } from '@reparto/contract';
import { api } from '../api-client';

export async function getParaDistribuir(idEvento: number): Promise<ParaDistribuir> {
  const { data } = await api.get<z.infer<typeof ParaDistribuirResponseSchema>>('/calendario/paraDistribuir', {
    params: { idEvento },
  });
  return data.message;
}

/** Read once, when asked (like «Corregir»): the list may change until the distribution is created. */
export const useParaDistribuir = () => useMutation({ mutationFn: getParaDistribuir });
