// A player's page on bare pg (modules/ganancias): the SQL of bench/sql.ts and the API's own helpers
// (the windows, the weeks, the validity and the wire mappings), so that the bodies are byte-identical.
import { HISTORIAL_PAGE_SIZE } from '@reparto/contract';
import {
  toHistorialRow,
  totalDeFila,
  toTotalIntervalo,
  ventanaArrays,
} from '../../apps/api/src/modules/ganancias/ganancias.repository.js';
import {
  primerLunesDe,
  semanasCompletas,
  ventanasDe,
  vigenciaDe,
} from '../../apps/api/src/modules/ganancias/ganancias.service.js';
import {
  SQL_HISTORIAL_COUNT,
  SQL_HISTORIAL_PAGE,
  SQL_JUGADOR_POR_NICKNAME,
  SQL_PENDIENTES_JUGADOR,
  SQL_REGEAR_PENDIENTE_JUGADOR,
  SQL_SEMANAS_JUGADOR,
  SQL_TOTALES_JUGADOR,
} from '../sql.js';
import { cached, filtradaAMano, named, HttpError, type Body, type Query, type Row } from './db.js';
import { ambito } from '../../apps/api/src/lib/cambios.js';

// The pending periods' statement groups by the period's key: its guild's filter goes in its conditions.
filtradaAMano(
  SQL_PENDIENTES_JUGADOR,
  SQL_PENDIENTES_JUGADOR.replace(
    'where distribuidor.id_player = "periodo"."id_player_distribuidor"',
    'where distribuidor.id_player = "periodo"."id_player_distribuidor" and distribuidor.id_gremio = $5',
  )
    .replace('"distribucion_jugador"."estado")', '"distribucion_jugador"."estado" and "distribucion_jugador"."id_gremio" = $5)')
    .replace('"pago"."id_player" = $2)', '"pago"."id_player" = $2 and "pago"."id_gremio" = $5)')
    .replace('in ($3, $4) group by', 'in ($3, $4) and "periodo"."id_gremio" = $5 group by'),
);

const JUGADOR = ['id_player', 'nickname', 'nombre_cargo', 'nombre_rol'] as const;
const PENDIENTE = ['id_periodo', 'lugar', 'id_estado_distribucion', 'silver', 'esta_pagado', 'distribuidor_nickname'] as const;
const HISTORIAL = [
  'id_distribucion',
  'fecha',
  'id_periodo',
  'lugar',
  'motivo',
  'nickname_encargado',
  'silver_unitario',
  'estado',
  'razon_eliminacion',
] as const;

async function jugador(q: Query, nickname: string) {
  const [row] = await q(SQL_JUGADOR_POR_NICKNAME, [nickname]);
  if (!row) throw new HttpError(404, 'No se encuentra el jugador');
  return named(row, JUGADOR) as { id_player: number; nickname: string; nombre_cargo: string; nombre_rol: string };
}

export function gananciasJugador(url: URL): Promise<Body> {
  const nickname = (url.searchParams.get('nickname') ?? '').trim().toLowerCase();
  return cached(`gananciasJugador:${nickname}`, [ambito.jugadores], async (q) => {
    const now = new Date();
    const found = await jugador(q, nickname);
    const primerLunes = primerLunesDe(now);
    const [totalRows, semanas, pendientes, [regear]] = await Promise.all([
      q(SQL_TOTALES_JUGADOR, [...ventanaArrays(ventanasDe(now)), found.id_player]),
      q(SQL_SEMANAS_JUGADOR, [found.id_player, primerLunes.toISOString()]),
      q(SQL_PENDIENTES_JUGADOR, [found.id_player, found.id_player, 2, 3]),
      q(SQL_REGEAR_PENDIENTE_JUGADOR, [found.id_player, 'aprobado']),
    ]);
    const totales = totalRows.map((r) => totalDeFila(named(r, ['dias', 'total', 'cantidad', 'primera_ms'] as const)));
    const message = {
      ...found,
      totales: totales.map(toTotalIntervalo),
      semanal: semanasCompletas(
        primerLunes,
        semanas.map((r) => named(r, ['semana', 'silver'] as const)),
      ),
      pendientes: pendientes.map((r) => named(r, PENDIENTE)),
      regear_pendiente: { reclamos: Number(regear![0]), silver: Number(regear![1]) },
    };
    const ambitos = [ambito.jugador(found.id_player), ...message.pendientes.map((p) => ambito.periodo(Number(p.id_periodo)))];
    return { value: { ok: true, message }, validUntil: vigenciaDe(now, totales), ambitos };
  });
}

export function historialJugador(body: Row[]): Promise<Body> {
  const nickname = String(body[0]!['nickname'] ?? '')
    .trim()
    .toLowerCase();
  const page = Number(body[0]!['page'] ?? 1);
  return cached(`historialJugador:${nickname}:${page}`, [ambito.jugadores], async (q) => {
    const found = await jugador(q, nickname);
    const [rows, count] = await Promise.all([
      q(SQL_HISTORIAL_PAGE, [found.id_player, HISTORIAL_PAGE_SIZE, (page - 1) * HISTORIAL_PAGE_SIZE]),
      q(SQL_HISTORIAL_COUNT, [found.id_player]),
    ]);
    return {
      value: { ok: true, message: rows.map((r) => toHistorialRow(named(r, HISTORIAL))), count: Number(count[0]![0]) },
      ambitos: [ambito.jugador(found.id_player)],
    };
  });
}
