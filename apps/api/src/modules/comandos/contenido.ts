// What the `/contenido` Discord command does (docs/integraciones.md, docs/asistencia.md): `iniciar
// canal:` starts an attendance session on a voice channel and `terminar [canal:]` ends one, through the
// same rules as the API (asistencia.service.ts). Only a member whose Discord account is linked to an
// active ENCARGADO DE CONTENIDO or LIDER account may use it. Answered in the interaction's language
// when the app speaks it, else the guild's; the dispatch is interacciones.ts.
import { CARGO, type Idioma } from '@reparto/contract';
import { AppError } from '../../lib/errors.js';
import { frase, mensaje, type CodigoMensaje } from '../../lib/mensajes.js';
import { VOICE_CHANNEL_TYPES } from '../../adapters/discord/guild-state.js';
import { cuentaDeDiscord } from '../cuentas/cuentas.service.js';
import type { GrabadorAsistencia } from '../asistencia/grabador.js';
import {
  iniciar,
  sesionAbiertaDelCanal,
  sesionesAbiertas,
  terminar,
  type DepsAsistencia,
} from '../asistencia/asistencia.service.js';
import { definicionComando, idiomaDeInteraccion, opcionComando, type Interaccion, type OpcionInteraccion } from './comando.js';
import { efimero, type ComandoHttp } from './respuestas.js';

const opcionCanal = (required: boolean) =>
  opcionComando(7 /* CHANNEL */, 'canal', 'asistencia.canalDescripcion', { required, channel_types: [...VOICE_CHANNEL_TYPES] });

const subcomando = (name: string, codigo: CodigoMensaje, required: boolean) =>
  opcionComando(1 /* SUB_COMMAND */, name, codigo, { options: [opcionCanal(required)] });

/** The command as Discord's API v10 takes it (type 1: chat input), with its localizations. */
export const COMANDO_CONTENIDO = definicionComando('contenido', 'asistencia.comandoDescripcion', [
  subcomando('iniciar', 'asistencia.iniciarDescripcion', true),
  subcomando('terminar', 'asistencia.terminarDescripcion', false),
]);

/** What the command needs from the running app. */
export type DepsContenido = DepsAsistencia & { grabador: GrabadorAsistencia };

const PUEDEN: readonly number[] = [CARGO.ENCARGADO_CONTENIDO, CARGO.LIDER];

/** The answer to one `/contenido` interaction. */
export async function contestarContenido(i: Interaccion, guildId: string, deps: DepsContenido, gremio: Idioma): Promise<string> {
  const idioma = idiomaDeInteraccion(i, gremio);
  const t = (codigo: CodigoMensaje, valores: Record<string, string | number> = {}) => mensaje(codigo, valores, idioma);
  if (i.guild_id !== guildId) return t('asistencia.soloGremio');
  const idUsuario = i.member?.user?.id ?? i.user?.id;
  const cuenta = idUsuario ? await cuentaDeDiscord(deps.db, idUsuario) : null;
  if (!cuenta || !cuenta.cargos.some((c) => PUEDEN.includes(c))) return t('asistencia.sinPermiso');
  const quien = { idCuenta: cuenta.idCuenta, nombre: cuenta.nickname, cargos: cuenta.cargos };
  const sub: OpcionInteraccion | undefined = i.data?.options?.[0];
  const canal = sub?.options?.find((o) => o.name === 'canal')?.value;
  try {
    if (sub?.name === 'iniciar' && typeof canal === 'string') {
      const { resultado } = await iniciar(deps, quien, canal);
      await deps.grabador.reconciliarCanal(canal);
      return t('asistencia.iniciada', { canal: resultado.canal, id: resultado.id_sesion, horas: deps.config.maxHoras });
    }
    let idSesion: number;
    if (typeof canal === 'string') {
      const s = await sesionAbiertaDelCanal(deps.db, canal);
      if (!s) return t('asistencia.sinSesionAbierta');
      idSesion = s.idSesion;
    } else {
      const abiertas = await sesionesAbiertas(deps.db);
      if (abiertas.length === 0) return t('asistencia.sinSesionAbierta');
      if (abiertas.length > 1) return t('asistencia.variasAbiertas');
      idSesion = abiertas[0]!.idSesion;
    }
    const { resultado } = await terminar(deps, quien, idSesion);
    return frase(resultado, idioma);
  } catch (error) {
    // A refusal of the rules (409 overlap, 400 unknown channel, 503 Discord) is said as the API says it.
    if (error instanceof AppError) return frase(error.frase, idioma);
    throw error;
  }
}

/** `/contenido` for the dispatch (interacciones.ts): ephemeral, through the attendance's rules. */
export const CONTENIDO: ComandoHttp = {
  definicion: COMANDO_CONTENIDO,
  contestar: async (i, deps) => {
    const { app } = deps;
    const depsContenido = {
      db: app.db,
      voice: app.voice,
      config: app.asistencia,
      ajustesAvisos: app.ajustesAvisos,
      grabador: app.grabador,
    };
    return efimero(await contestarContenido(i, deps.gremio.discordGuildId ?? '', depsContenido, deps.gremio.idioma));
  },
};
