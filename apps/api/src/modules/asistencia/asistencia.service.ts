// Rules of attendance sessions (docs/asistencia.md): starting one on a voice channel (one open session
// per channel), ending it (by hand, by the recorder after ASISTENCIA_MAX_HORAS, idempotent), and the
// reads: the list, a session's presences with suggested weights, the leaderboard, a player's sessions.
import {
  quitarEtiquetaGremio,
  pesoSugerido,
  terminaSesionAsistencia,
  type DetalleSesion,
  type SesionIniciadaSchema,
} from '@reparto/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, BadRequest, Conflict, Forbidden, NotFound, ServiceUnavailable, isUniqueViolation } from '../../lib/errors.js';
import { escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import type { Frase } from '../../lib/mensajes.js';
import type { VoiceAdapter } from '../../adapters/voice.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { jugadoresDeNombres } from '../jugadores/jugadores.service.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './asistencia.repository.js';

/** The settings of attendance (env ASISTENCIA_*), and the clock (tests move it). */
export interface ConfigAsistencia {
  completaPct: number;
  maxHoras: number;
  reloj: () => Date;
}

export const SESIONES_POR_PAGINA = 25;
const MINUTO = 60_000;

export const minutosEntre = (desde: Date, hasta: Date) => Math.max(0, Math.floor((hasta.getTime() - desde.getTime()) / MINUTO));

/** Milliseconds of each member (Discord id) inside the session, to `ahora` while it records. */
export function presencias(s: repo.SesionFila, intervalos: repo.IntervaloFila[], ahora: Date) {
  const fin = (s.fin ?? ahora).getTime();
  const porMiembro = new Map<string, { nombre: string; idPlayer: number | null; ms: number }>();
  for (const i of intervalos) {
    const desde = Math.max(i.entrada.getTime(), s.inicio.getTime());
    const hasta = Math.min((i.salida ?? new Date(fin)).getTime(), fin);
    const m = porMiembro.get(i.idDiscord) ?? { nombre: i.nombre, idPlayer: i.idPlayer, ms: 0 };
    m.ms += Math.max(0, hasta - desde);
    // The latest name and match win (a member renamed during the session).
    m.nombre = i.nombre;
    m.idPlayer = i.idPlayer ?? m.idPlayer;
    porMiembro.set(i.idDiscord, m);
  }
  return [...porMiembro.values()].map((m) => ({
    nombre: m.nombre,
    idPlayer: m.idPlayer,
    ms: m.ms,
    minutos: Math.floor(m.ms / MINUTO),
  }));
}

export interface DepsAsistencia {
  db: Db;
  voice: VoiceAdapter;
  config: ConfigAsistencia;
  ajustesAvisos: AjustesAvisos;
}

type SesionIniciada = z.infer<typeof SesionIniciadaSchema>;

/** Starts recording a voice channel: 201 with the session; 409 while another records it. */
export async function iniciar(
  deps: DepsAsistencia,
  quien: { idCuenta: number | null; nombre: string },
  idCanal: string,
): Promise<Escrito<SesionIniciada>> {
  const { db, voice, config } = deps;
  if (!voice.configured || !voice.members) throw new ServiceUnavailable('asistencia.sinDiscord');
  let canales;
  try {
    canales = await voice.listChannels();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new ServiceUnavailable('voz.discordCaido');
  }
  const canal = canales.find((c) => c.id === idCanal);
  if (!canal) throw new BadRequest('asistencia.canalNoExiste', { canal: idCanal });
  const abierta = await repo.sesionAbiertaDelCanal(db, idCanal);
  if (abierta) throw solapada(abierta);
  const inicio = config.reloj();
  try {
    return await escribir(db, async (tx) => {
      const s = await repo.insertSesion(tx, {
        idCanal,
        canal: canal.channel,
        idCuentaInicio: quien.idCuenta,
        iniciadaPor: quien.nombre,
        inicio,
        finPrevisto: new Date(inicio.getTime() + config.maxHoras * 3_600_000),
      });
      return {
        resultado: { id_sesion: s.idSesion, canal: s.canal, inicio: s.inicio.toISOString() },
        auditoria: [
          {
            idCuenta: quien.idCuenta,
            accion: 'iniciar',
            entidad: 'sesion_asistencia',
            idEntidad: s.idSesion,
            despues: { id_canal: idCanal, canal: s.canal, inicio: s.inicio, fin_previsto: s.finPrevisto, por: quien.nombre },
          },
        ],
        cambio: { tipo: 'asistencia' },
      };
    });
  } catch (error) {
    // Two starts at once: the partial unique index lets one in.
    if (!isUniqueViolation(error)) throw error;
    const otra = await repo.sesionAbiertaDelCanal(db, idCanal);
    throw otra ? solapada(otra) : error;
  }
}

const solapada = (s: repo.SesionFila) =>
  new Conflict('asistencia.solapada', { canal: s.canal, id: s.idSesion, quien: s.iniciadaPor });

/**
 * Who ends a session: an account (by the API or /contenido, with its cargos), or null: its maximum,
 * ASISTENCIA_MAX_HORAS. An account ends only a session it started, unless it is TESORERO or LIDER.
 */
export type QuienTermina = { idCuenta: number | null; nombre: string; cargos: readonly number[] } | null;

/**
 * Ends a session (by hand, or by the recorder at its `fin_previsto`): its open intervals close at the
 * end, and one Discord message lists each member's minutes. Ending an ended session changes nothing.
 */
export async function terminar(
  deps: Pick<DepsAsistencia, 'db' | 'config' | 'ajustesAvisos'>,
  quien: QuienTermina,
  idSesion: number,
): Promise<Escrito<Frase>> {
  const respuesta: Frase = { codigo: 'asistencia.terminada', valores: { id: idSesion } };
  return escribir(
    deps.db,
    async (tx) => {
      const s = await repo.lockSesion(tx, idSesion);
      if (!s) throw new NotFound('asistencia.noExiste', { id: idSesion });
      if (quien && !terminaSesionAsistencia(quien.cargos, s.idCuentaInicio !== null && s.idCuentaInicio === quien.idCuenta))
        throw new Forbidden('asistencia.soloQuienInicio', { id: idSesion });
      if (s.fin) return sinCambios(respuesta);
      const ahora = deps.config.reloj();
      const fin = ahora < s.finPrevisto ? ahora : s.finPrevisto;
      await repo.setFin(tx, idSesion, fin);
      await repo.cerrarAbiertosDeSesion(tx, idSesion, fin);
      const cerrada = { ...s, fin };
      const miembros = presencias(cerrada, await repo.intervalosDeSesion(tx, idSesion), fin)
        .map(({ nombre, minutos }) => ({ nombre, minutos }))
        .sort((a, b) => b.minutos - a.minutos || a.nombre.localeCompare(b.nombre, 'es'));
      return {
        resultado: respuesta,
        auditoria: [
          {
            idCuenta: quien?.idCuenta ?? null,
            accion: 'terminar',
            entidad: 'sesion_asistencia',
            idEntidad: idSesion,
            antes: { fin: null },
            despues: { fin, por: quien?.nombre ?? `ASISTENCIA_MAX_HORAS=${deps.config.maxHoras}` },
          },
        ],
        cambio: { tipo: 'asistencia' },
        avisos: [
          {
            tipo: 'asistencia_terminada',
            idSesion,
            canal: s.canal,
            duracion: minutosEntre(s.inicio, fin),
            iniciadaPor: s.iniciadaPor,
            terminadaPor: quien?.nombre ?? null,
            maxHoras: deps.config.maxHoras,
            miembros,
          },
        ],
      };
    },
    avisador(deps.ajustesAvisos),
  );
}

/** Ends every session past its maximum at its `fin_previsto` (the recorder's timer and its start). */
export async function terminarVencidas(deps: Pick<DepsAsistencia, 'db' | 'config' | 'ajustesAvisos'>): Promise<number> {
  const vencidas = await repo.sesionesVencidas(deps.db, deps.config.reloj());
  for (const s of vencidas) await terminar(deps, null, s.idSesion);
  return vencidas.length;
}

export const quienDeCuenta = (cuenta: CuentaSesion) => ({
  idCuenta: cuenta.idCuenta,
  nombre: cuenta.nickname,
  cargos: cuenta.cargos,
});

export async function listar(db: DbOrTx, page: number) {
  const { rows, count } = await repo.listarSesiones(db, page, SESIONES_POR_PAGINA);
  return {
    message: rows.map((r) => ({ ...r, inicio: iso(r.inicio), fin: r.fin ? iso(r.fin) : null })),
    count,
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** A session's presences: registered active players with minutes and weight, names to register, players switched off. */
export async function detalle(db: DbOrTx, config: ConfigAsistencia, idSesion: number): Promise<DetalleSesion> {
  const s = await repo.findSesion(db, idSesion);
  if (!s) throw new NotFound('asistencia.noExiste', { id: idSesion });
  const ahora = config.reloj();
  const duracion = minutosEntre(s.inicio, s.fin ?? ahora);
  // The suggested weight comes from the exact time (ms), the minutes shown are whole ones.
  const duracionMs = Math.max(0, (s.fin ?? ahora).getTime() - s.inicio.getTime());
  const lista = presencias(s, await repo.intervalosDeSesion(db, idSesion), ahora);
  // Names are mapped as the voice import maps them (guild tag removed, case ignored).
  const msDe = new Map<string, number>();
  for (const p of lista) {
    const clave = quitarEtiquetaGremio(p.nombre).trim().toLowerCase();
    msDe.set(clave, Math.min(duracionMs, (msDe.get(clave) ?? 0) + p.ms));
  }
  const nombres = lista.map((p) => quitarEtiquetaGremio(p.nombre));
  const mapa = await jugadoresDeNombres(db, nombres);
  const msPor = (nombre: string) => msDe.get(nombre.trim().toLowerCase()) ?? 0;
  const minutos = (nombre: string) => Math.floor(msPor(nombre) / MINUTO);
  const porMinutos = <T extends { minutos: number }>(a: T, b: T) => b.minutos - a.minutos;
  return {
    id_sesion: s.idSesion,
    canal: s.canal,
    inicio: iso(s.inicio),
    fin: s.fin ? iso(s.fin) : null,
    duracion,
    iniciada_por: s.iniciadaPor,
    id_distribucion: s.idDistribucion,
    jugadores: mapa.data
      .map((j) => {
        return {
          nickname: j.nickname,
          id_player: j.id_player,
          minutos: minutos(j.nickname),
          peso_sugerido: pesoSugerido(msPor(j.nickname), duracionMs, config.completaPct),
        };
      })
      .sort((a, b) => porMinutos(a, b) || a.nickname.localeCompare(b.nickname)),
    sin_registrar: mapa.sin_registrar.map((nombre) => ({ nombre, minutos: minutos(nombre) })).sort(porMinutos),
    desactivados: mapa.desactivados,
  };
}

const TREINTA_DIAS = 30 * 24 * 3_600_000;

export async function participacion(db: DbOrTx, config: ConfigAsistencia) {
  const ahora = config.reloj();
  return repo.participacion(db, new Date(ahora.getTime() - TREINTA_DIAS), ahora, 10);
}

export async function deJugador(db: DbOrTx, config: ConfigAsistencia, idPlayer: number, page: number) {
  if (!(await repo.existeJugador(db, idPlayer))) throw new NotFound('asistencia.jugadorNoExiste', { id: idPlayer });
  const ahora = config.reloj();
  const r = await repo.asistenciaJugador(
    db,
    idPlayer,
    page,
    SESIONES_POR_PAGINA,
    new Date(ahora.getTime() - TREINTA_DIAS),
    ahora,
  );
  return {
    message: r.rows.map((x) => ({ ...x, inicio: iso(x.inicio), fin: x.fin ? iso(x.fin) : null })),
    count: r.count,
    contenidos_30d: r.contenidos30d,
  };
}

// Reads with no rule of their own (`/contenido terminar`).
/** The open session of a voice channel, if any. */
export const sesionAbiertaDelCanal = (db: DbOrTx, canal: string) => repo.sesionAbiertaDelCanal(db, canal);
/** Every open session. */
export const sesionesAbiertas = (db: DbOrTx) => repo.sesionesAbiertas(db);
