// What a voice channel or a pasted list gave: the sentence that says it (how many were chosen, which
// players are switched off, an empty channel) instead of leaving anyone out silently.
import type { PlayersOfVoiceChannelResponse } from '@reparto/contract';
import { textosDistribuciones } from '../../textos';

export type NombresEncontrados = Omit<PlayersOfVoiceChannelResponse, 'ok'>;
export type Origen = 'canal' | 'lista';

/** The lines that report a channel's or a list's players (in the language active when they arrive). */
export function avisoDe(origen: Origen, r: NombresEncontrados): string[] {
  const t = textosDistribuciones.t;
  if (r.data.length + r.sin_registrar.length + r.desactivados.length === 0) {
    return [origen === 'canal' ? t('aviso.canalVacio') : t('aviso.listaVacia')];
  }
  const lineas = [t(origen === 'canal' ? 'aviso.canal' : 'aviso.lista', { n: r.data.length })];
  if (r.desactivados.length > 0) {
    lineas.push(t('aviso.desactivados', { n: r.desactivados.length, nombres: r.desactivados.join(', ') }));
  }
  if (r.sin_registrar.length > 0) lineas.push(t('aviso.sinRegistrar', { n: r.sin_registrar.length }));
  return lineas;
}
