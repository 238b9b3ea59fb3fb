// The calendar event message's buttons and role select (docs/integraciones.md, «Calendario»): the
// message (modules/calendario/discord.ts) carries `calendario:apuntado:ID` («Me apunto»),
// `calendario:reserva:ID` («Reserva») and `calendario:no_va:ID` («No voy»). «Me apunto» and «Reserva»
// answer, to the member alone, a select of the event's roles (`calendario:rol:ID:apuntado` or
// `…:reserva`); choosing one signs the caller's player up through the web's own service
// (inscripciones.service.ts `apuntarse`, `origen: 'discord'`): the same rules and sentences (deadline,
// full slot, closed event), in the member's Discord language. «No voy» signs off at once, keeping the
// role the member had. A repeat changes nothing and answers the same.
import { ROLES_EVENTO, type EstadoApuntarse, type Idioma, type RolEvento } from '@reparto/contract';
import { frase } from '../../lib/mensajes.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { eventos } from '../calendario/calendario.service.js';
import { rolesDelEvento, ACCIONES_BOTON, type AccionBoton } from '../calendario/discord.js';
import { apuntarse } from '../calendario/inscripciones.service.js';
import type { Interaccion } from './comando.js';
import {
  conCuenta,
  decir,
  efimero,
  EFIMERO,
  idiomaDe,
  TIPO,
  type DepsInteracciones,
  type RespuestaInteraccion,
} from './respuestas.js';

const FILA = 1;
const SELECT = 3;

/** The select of the event's roles, for a sign-up as `estado` (apuntado or reserva). */
async function elegirRol(deps: DepsInteracciones, idEvento: number, estado: 'apuntado' | 'reserva', idioma: Idioma) {
  const [evento] = await eventos(deps.db, { idEvento });
  const t = decir(idioma);
  return {
    type: TIPO.R_MENSAJE,
    data: {
      content: t('calendario.elegirRol', { estado, titulo: evento!.titulo }),
      flags: EFIMERO,
      allowed_mentions: { parse: [] },
      components: [
        {
          type: FILA,
          components: [
            {
              type: SELECT,
              custom_id: `calendario:rol:${idEvento}:${estado}`,
              placeholder: t('calendario.elegirRolMarcador'),
              min_values: 1,
              max_values: 1,
              options: rolesDelEvento(evento!).map((r) => ({ label: t('calendario.rol', { rol: r }), value: r })),
            },
          ],
        },
      ],
    },
  } satisfies RespuestaInteraccion;
}

/** The sign-up through the web's service; its sentence in the member's language. */
async function inscribir(
  deps: DepsInteracciones,
  cuenta: CuentaSesion,
  item: { idEvento: number; rol: RolEvento; estado: EstadoApuntarse },
  idioma: Idioma,
): Promise<RespuestaInteraccion> {
  const e = await apuntarse(deps.db, deps.app.ajustesAvisos, { cuenta, origen: 'discord' }, item);
  return efimero(frase(e.resultado.frase, idioma));
}

/** «No voy»: signed off with the role the member had (or the event's first). */
async function noVoy(deps: DepsInteracciones, cuenta: CuentaSesion, idEvento: number, idioma: Idioma) {
  const [evento] = await eventos(deps.db, { idEvento });
  const previa = evento!.inscripciones.find((i) => i.id_player === cuenta.idPlayer);
  const rol = previa?.rol ?? rolesDelEvento(evento!)[0]!;
  return inscribir(deps, cuenta, { idEvento, rol, estado: 'no_va' }, idioma);
}

/** The role chosen in the select: one of the event's, else the sentence that says so. */
async function rolElegido(deps: DepsInteracciones, i: Interaccion, idEvento: number, idioma: Idioma) {
  const [evento] = await eventos(deps.db, { idEvento });
  const valor = i.data?.values?.[0];
  const rol = ROLES_EVENTO.find((r) => r === valor);
  if (rol && rolesDelEvento(evento!).includes(rol)) return rol;
  return efimero(decir(idioma)('calendario.rolDesconocido', { titulo: evento!.titulo }));
}

const ID = /^[1-9]\d{0,8}$/;

/** The handler of every `calendario:…` custom_id (interacciones.ts). */
export async function componenteDeCalendario(
  i: Interaccion,
  deps: DepsInteracciones,
  partes: string[],
): Promise<RespuestaInteraccion> {
  const [, accion, idTexto, estado] = partes;
  const esBoton =
    i.data?.component_type === 2 &&
    partes.length === 3 &&
    ACCIONES_BOTON.includes(accion as AccionBoton) &&
    ID.test(idTexto ?? '');
  const esSelect =
    i.data?.component_type === SELECT &&
    partes.length === 4 &&
    accion === 'rol' &&
    ID.test(idTexto ?? '') &&
    (estado === 'apuntado' || estado === 'reserva');
  if (i.type !== TIPO.COMPONENTE || (!esBoton && !esSelect))
    return efimero(decir(idiomaDe(i, deps))('interacciones.desconocida'));
  const idEvento = Number(idTexto);
  return conCuenta(i, deps, async (cuenta, idioma) => {
    if (esSelect) {
      const rol = await rolElegido(deps, i, idEvento, idioma);
      if (typeof rol !== 'string') return rol;
      return inscribir(deps, cuenta, { idEvento, rol, estado: estado as 'apuntado' | 'reserva' }, idioma);
    }
    if (accion === 'no_va') return noVoy(deps, cuenta, idEvento, idioma);
    return elegirRol(deps, idEvento, accion as 'apuntado' | 'reserva', idioma);
  });
}
