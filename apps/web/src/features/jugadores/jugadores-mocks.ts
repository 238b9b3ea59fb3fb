// Test support of the players page: a row of the players list as the API answers it.
import type { JugadorRow } from '@reparto/contract';

export const filaJugador = (id: number, nickname: string): JugadorRow => ({
  id_player: id,
  nickname,
  nombre_cargo: 'MIEMBRO',
  nombre_rol: 'DPS',
  fecha_registro: '2025-09-21T10:00:00.000Z',
  estado: true,
  id_cargo: 3,
  id_rol: 3,
});
