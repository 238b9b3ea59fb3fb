// A write's answer with its `x-cambio` header, for a test whose stand-in replaces the API client's
// verbs (`vi.spyOn(api, 'put')`): the stand-in then does what the client does with such an answer
// (lib/api-client.ts, atenderCambio): hands the cambio on, so that what it changed is refreshed, and
// answers once that is done.
import type { EventoCambio } from '@reparto/contract';
import { atenderCambio, type ApiResponse } from '../lib/api-client';
import { CAMBIO_HEADER } from '@reparto/contract';

export async function conCambio<T>(data: T, cambio: EventoCambio): Promise<ApiResponse<T>> {
  const headers = new Headers({ [CAMBIO_HEADER]: JSON.stringify(cambio) });
  await atenderCambio(headers);
  return { data, headers };
}
