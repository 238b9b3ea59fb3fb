// What the app answers to each Discord interaction (docs/integraciones.md, «Interacciones»): a slash
// command or its autocomplete by the command's name, a button, a select or a modal by the first part of
// its custom_id (`regear:aprobar:12`, `calendario:apuntado:7`). The commands' definitions, in the order
// `npm run discord:comandos` registers them, are `COMANDOS`'. The transport (signature, deferral, once
// per interaction id) is interacciones.routes.ts; the answers' shapes and the caller's account, respuestas.ts.
import type { Interaccion } from './comando.js';
import { PLATA } from './plata.js';
import { CONTENIDO } from './contenido.js';
import { SALDO } from './saldo.js';
import { REGEAR } from './regear.js';
import { RETIRO } from './retiro.js';
import { PENDIENTES } from './pendientes.js';
import { componenteDeTarjeta } from './botones.js';
import { componenteDeCalendario } from './calendario.js';
import {
  decir,
  efimero,
  idiomaDe,
  TIPO,
  type ComandoHttp,
  type DepsInteracciones,
  type RespuestaInteraccion,
} from './respuestas.js';

/** Every guild command of the app. */
export const COMANDOS: readonly ComandoHttp[] = [PLATA, CONTENIDO, SALDO, REGEAR, RETIRO, PENDIENTES];

/** A button's, a select's or a modal's handler, by the first part of its custom_id (`regear`, `retiro`, `calendario`). */
export type ManejadorComponente = (i: Interaccion, deps: DepsInteracciones, partes: string[]) => Promise<RespuestaInteraccion>;
const COMPONENTES: Readonly<Record<string, ManejadorComponente>> = {
  regear: componenteDeTarjeta,
  retiro: componenteDeTarjeta,
  calendario: componenteDeCalendario,
};

/** The answer to one interaction (not a PING: the transport answers those). */
export async function atender(i: Interaccion, deps: DepsInteracciones): Promise<RespuestaInteraccion> {
  const comando = COMANDOS.find((c) => c.definicion.name === i.data?.name);
  if (i.type === TIPO.COMANDO && comando) return comando.contestar(i, deps);
  if (i.type === TIPO.AUTOCOMPLETAR) return comando?.autocompletar?.(i, deps) ?? { type: TIPO.R_OPCIONES, data: { choices: [] } };
  if (i.type === TIPO.COMPONENTE || i.type === TIPO.MODAL) {
    const partes = (i.data?.custom_id ?? '').split(':');
    const manejador = Object.hasOwn(COMPONENTES, partes[0]!) ? COMPONENTES[partes[0]!] : undefined;
    if (manejador) return manejador(i, deps, partes);
  }
  return efimero(decir(idiomaDe(i, deps))('interacciones.desconocida'));
}
