// The Discord message of a new distribution (docs/integraciones.md): reason, total, content manager,
// players and their share (or its range when weighted), and the settle-up's transfers between carriers
// when it has any (docs/liquidacion.md).
import type { Distribucion } from '@reparto/contract';
import type { CodigoMensaje } from '../../lib/mensajes.js';
import { escapar } from './embed.js';

export interface AvisoDistribucionCreada {
  tipo: 'distribucion_creada';
  idDistribucion: number;
  idPeriodo: number;
  motivo: string;
  silver: number;
  silverUnitario: number;
  /** The largest share, when the shares are weighted (then `silverUnitario` is the smallest). */
  silverMaximo?: number;
  encargado: string;
  jugadores: string[];
  /** The settle-up between carriers, when it has one: «ravenna paga $X a darkvex». */
  transferencias?: { de: string; a: string; silver: number }[];
}

/** The message of a new distribution, from the row its creation answers (players by nickname). */
export function avisoDistribucionCreada(idPeriodo: number, d: Distribucion): AvisoDistribucionCreada {
  // Weighted shares differ from player to player: the message gives their range.
  const partes = d.jugadores.map((j) => j.silver_unitario);
  const [menor, mayor] = [Math.min(...partes), Math.max(...partes)];
  return {
    tipo: 'distribucion_creada',
    idDistribucion: d.id_distribucion,
    idPeriodo,
    motivo: d.motivo,
    silver: d.silver,
    silverUnitario: menor,
    ...(menor !== mayor ? { silverMaximo: mayor } : {}),
    encargado: d.nickname_encargado,
    jugadores: d.jugadores.map((j) => j.nickname),
    ...(d.transferencias?.length
      ? { transferencias: d.transferencias.map((x) => ({ de: x.de_nickname, a: x.a_nickname, silver: x.silver })) }
      : {}),
  };
}

type Traductor = (codigo: CodigoMensaje, valores?: Record<string, string | number>) => string;

/** The message's panel line and its embed's parts (mensajes.ts builds the embed). */
export function mensajeDistribucionCreada(
  aviso: AvisoDistribucionCreada,
  t: Traductor,
  plata: (v: number) => string,
  color: number,
) {
  const e = escapar;
  const n = aviso.jugadores.length;
  return {
    resumen: t('discord.distribucionCreadaResumen', {
      id: aviso.idDistribucion,
      motivo: aviso.motivo,
      silver: plata(aviso.silver),
      n,
    }),
    title: t('discord.distribucionCreadaTitulo', { motivo: e(aviso.motivo) }),
    color,
    estado: 3,
    lineas: [
      t('discord.motivo', { motivo: e(aviso.motivo) }),
      t('discord.plataTotal', { silver: plata(aviso.silver) }),
      t('discord.encargado', { nickname: e(aviso.encargado) }),
      t('discord.jugadoresLinea', { n }),
      aviso.silverMaximo === undefined
        ? t('discord.plataPorJugador', { silver: plata(aviso.silverUnitario) })
        : t('discord.plataPorJugadorRango', { menor: plata(aviso.silverUnitario), mayor: plata(aviso.silverMaximo) }),
      t('discord.periodo', { id: aviso.idPeriodo }),
      ...(aviso.transferencias
        ? [
            t('discord.transferencias'),
            ...aviso.transferencias.map((x) => t('discord.transferencia', { de: e(x.de), a: e(x.a), silver: plata(x.silver) })),
          ]
        : []),
    ],
    nombres: aviso.jugadores,
  };
}
