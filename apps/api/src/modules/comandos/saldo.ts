// `/saldo` (docs/integraciones.md, «Interacciones»): the caller's balance in the guild's ledger
// (docs/libro.md), their withdrawals asked or approved and not paid, what is left to withdraw, and their
// regear claims to review and approved unpaid — ephemeral, in the member's language. Fast by design
// (Discord gives 3 s, the benchmark asks < 1 s p99): the caller's account by their Discord id, then one
// round trip of indexed reads (libro.service.ts `resumenSaldo`).
import { plataEn } from '@reparto/contract';
import { escapar } from '../notificaciones/embed.js';
import { resumenSaldo } from '../libro/libro.service.js';
import { saldoDeJugador } from '../libro/libro.repository.js';
import { grupoDeJugador } from '../jugadores/personajes.repository.js';
import type { Db } from '../../db/client.js';
import { definicionComando } from './comando.js';
import { conCuenta, decir, efimero, type ComandoHttp } from './respuestas.js';

/**
 * A main with characters (docs/calendario.md, «Personajes de un miembro»): the member's combined balance,
 * the character it trades from, and each player's own balance beneath. Nothing for a player on their own.
 */
async function lineaDelMiembro(
  db: Db,
  idPlayer: number,
  saldoPropio: number,
  t: ReturnType<typeof decir>,
  plata: (v: number) => string,
): Promise<string[]> {
  const grupo = await grupoDeJugador(db, idPlayer);
  if (!grupo || grupo.id_player !== idPlayer) return [];
  const otros = await Promise.all(
    grupo.personajes.map(async (p) => ({ ...p, saldo: (await saldoDeJugador(db, p.id_player)).saldo })),
  );
  const partes = [{ nickname: grupo.nickname, saldo: saldoPropio }, ...otros];
  const comercio = grupo.personajes.find((p) => p.id_player === grupo.id_player_comercio) ?? grupo;
  return [
    t('saldo.miembro', {
      nickname: escapar(grupo.nickname),
      silver: plata(partes.reduce((s, p) => s + p.saldo, 0)),
      comercio: escapar(comercio.nickname),
    }),
    ...partes.map((p) => t('saldo.personaje', { nickname: escapar(p.nickname), silver: plata(p.saldo) })),
  ];
}

/** The command as Discord's API v10 takes it (no options). */
export const COMANDO_SALDO = definicionComando('saldo', 'saldo.descripcion', []);

export const SALDO: ComandoHttp = {
  definicion: COMANDO_SALDO,
  contestar: (i, deps) =>
    conCuenta(i, deps, async (cuenta, idioma) => {
      const t = decir(idioma);
      const plata = (v: number) => plataEn(idioma, v);
      const r = await resumenSaldo(deps.db, cuenta.idPlayer);
      const miembro = await lineaDelMiembro(deps.db, cuenta.idPlayer, r.saldo, t, plata);
      return efimero(
        [
          t('saldo.titulo', { nickname: escapar(cuenta.nickname) }),
          t('saldo.saldo', { silver: plata(r.saldo) }),
          t('saldo.retiros', { silver: plata(r.retirosPendientes) }),
          t('saldo.disponible', { silver: plata(Math.max(0, r.saldo - r.retirosPendientes)) }),
          t('saldo.regearPendiente', { n: r.regear.pendientes, silver: plata(r.regear.silverPendiente) }),
          t('saldo.regearAprobado', { n: r.regear.aprobados, silver: plata(r.regear.silverAprobado) }),
          ...miembro,
        ].join('\n'),
      );
    }),
};
