// What a voice channel or a pasted list gave: the sentence that says it (how many were chosen, which
// players are switched off, an empty channel) instead of leaving anyone out silently.
import type { PlayersOfVoiceChannelResponse } from '@reparto/contract';

export type NombresEncontrados = Omit<PlayersOfVoiceChannelResponse, 'ok'>;
export type Origen = 'canal' | 'lista';

const plural = (n: number, uno: string, varios: string) => (n === 1 ? `1 ${uno}` : `${n} ${varios}`);

/** The lines that report a channel's or a list's players. */
export function avisoDe(origen: Origen, r: NombresEncontrados): string[] {
  if (r.data.length + r.sin_registrar.length + r.desactivados.length === 0) {
    return [origen === 'canal' ? 'El canal de voz está vacío.' : 'La lista no tiene ningún nombre.'];
  }
  const lineas = [
    `${origen === 'canal' ? 'En el canal' : 'En la lista'}: ${plural(r.data.length, 'jugador registrado añadido', 'jugadores registrados añadidos')}.`,
  ];
  if (r.desactivados.length > 0) {
    lineas.push(
      `${r.desactivados.length === 1 ? 'Está desactivado' : 'Están desactivados'} y no se añade${r.desactivados.length === 1 ? '' : 'n'}: ${r.desactivados.join(', ')}.`,
    );
  }
  if (r.sin_registrar.length > 0) lineas.push(`${plural(r.sin_registrar.length, 'nombre', 'nombres')} sin registrar (abajo).`);
  return lineas;
}
