// «Mi cuenta»'s combined line (docs/calendario.md, «Personajes de un miembro»): when the account's
// player is a main with characters, what the member is owed and holds over the main and each
// character (each stays its own row everywhere else), and the character it trades from.
import type { MiembroCuenta } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { ambito } from '../../lib/cambios.js';
import { grupoDeJugador } from '../jugadores/personajes.repository.js';
import { pendientesDeCobro } from '../ganancias/ganancias.repository.js';
import { regearPendienteJugador } from '../regear/pagos-regear.repository.js';
import { saldoDeJugador } from '../libro/libro.repository.js';

/**
 * The member's line, with the scopes it read (each character's and each period it is owed in), or
 * undefined when the player is no main with characters. `propio`: the main's own figures, already read.
 */
export async function miembroDeCuenta(
  db: DbOrTx,
  idPlayer: number,
  propio: { por_cobrar: number; saldo: number },
): Promise<{ miembro: MiembroCuenta; ambitos: string[] } | undefined> {
  const grupo = await grupoDeJugador(db, idPlayer);
  if (!grupo || grupo.id_player !== idPlayer) return undefined;
  const ambitos: string[] = [];
  const personajes = await Promise.all(
    grupo.personajes.map(async (p) => {
      const [pendientes, regear, libro] = await Promise.all([
        pendientesDeCobro(db, p.id_player),
        regearPendienteJugador(db, p.id_player),
        saldoDeJugador(db, p.id_player),
      ]);
      ambitos.push(ambito.jugador(p.id_player), ...pendientes.map((x) => ambito.periodo(x.id_periodo)));
      const partes = pendientes.filter((x) => !x.esta_pagado).reduce((s, x) => s + x.silver, 0);
      return { id_player: p.id_player, nickname: p.nickname, por_cobrar: partes + regear.silver, saldo: libro.saldo };
    }),
  );
  const partes = [{ id_player: grupo.id_player, nickname: grupo.nickname, ...propio }, ...personajes];
  const comercio = grupo.personajes.find((p) => p.id_player === grupo.id_player_comercio) ?? grupo;
  return {
    miembro: {
      comercio: { id_player: comercio.id_player, nickname: comercio.nickname },
      partes,
      por_cobrar: partes.reduce((s, p) => s + p.por_cobrar, 0),
      saldo: partes.reduce((s, p) => s + p.saldo, 0),
    },
    ambitos,
  };
}
