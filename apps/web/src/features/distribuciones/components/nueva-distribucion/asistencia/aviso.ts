// What importing a session gave: the sentence that says it (how many were chosen, which players are
// switched off, the unknown names below), as the voice import says it (nombres-encontrados.ts).
import type { DetalleSesion } from '@reparto/contract';
import { textosDistribuciones } from '../../../textos';

/** The lines that report a session's players (in the language active when they arrive). */
export function avisoDeSesion(d: DetalleSesion): string[] {
  const t = textosDistribuciones.t;
  if (d.jugadores.length + d.sin_registrar.length + d.desactivados.length === 0) return [t('asistencia.vacia')];
  const lineas = [t('asistencia.aviso', { n: d.jugadores.length })];
  if (d.desactivados.length > 0) {
    lineas.push(t('aviso.desactivados', { n: d.desactivados.length, nombres: d.desactivados.join(', ') }));
  }
  if (d.sin_registrar.length > 0) lineas.push(t('aviso.sinRegistrar', { n: d.sin_registrar.length }));
  return lineas;
}
