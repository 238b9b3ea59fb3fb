// The Discord message of an attendance session that ended (docs/asistencia.md, docs/integraciones.md):
// the channel, its length, who started and ended it, and each member's minutes (most first).
import type { CodigoMensaje } from '../../lib/mensajes.js';
import { escapar } from './embed.js';

export interface AvisoAsistencia {
  tipo: 'asistencia_terminada';
  idSesion: number;
  canal: string;
  /** Minutes from start to end. */
  duracion: number;
  iniciadaPor: string;
  /** null: it ended by itself after `maxHoras` (ASISTENCIA_MAX_HORAS). */
  terminadaPor: string | null;
  maxHoras: number;
  /** Each member's name and minutes, most first. */
  miembros: { nombre: string; minutos: number }[];
}

type Traductor = (codigo: CodigoMensaje, valores?: Record<string, string | number>) => string;

const AZUL = 0x1565c0;

/** The message's panel line and its embed's parts (mensajes.ts builds the embed). */
export function mensajeAsistencia(aviso: AvisoAsistencia, t: Traductor) {
  const n = aviso.miembros.length;
  return {
    resumen: t('asistencia.discordResumen', { id: aviso.idSesion, canal: aviso.canal, n }),
    title: t('asistencia.discordTitulo', { canal: escapar(aviso.canal) }),
    color: AZUL,
    lineas: [
      t('asistencia.discordDuracion', { minutos: aviso.duracion }),
      t('asistencia.discordIniciadaPor', { quien: escapar(aviso.iniciadaPor) }),
      t('asistencia.discordTerminadaPor', {
        quien: aviso.terminadaPor === null ? t('asistencia.limite', { horas: aviso.maxHoras }) : escapar(aviso.terminadaPor),
      }),
      t('asistencia.discordMiembros', { n }),
    ],
    // camposDeNombres escapes each entry.
    nombres: aviso.miembros.map((m) => t('asistencia.discordMinutos', { nombre: m.nombre, minutos: m.minutos })),
  };
}
