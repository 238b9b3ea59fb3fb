// The leavers' purge (docs/integraciones.md, «Bajas»): after each membership re-check, a player out of
// the Albion guild for the guild's `bajaDias` is switched off as its `bajaModo` says — `suave` removes
// the account's officer cargos (and their Discord roles), `completa` switches the player off (sessions
// end; every mapped Discord role removed); `no`, never. The dry run (GET /api/jugadores/bajas) and the
// real run decide with the same rule (`decidir`), so the screen lists exactly who the run switches off.
// Each switch-off is its own write: audited, and posted to the log channel through the outbox.
import { CARGO, type AjustesGremio, type BajaPrevista, type BajasResponse } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import { cuentasDeJugadores, replaceCargos, terminarSesionesDeJugador } from '../cuentas/cuentas.repository.js';
import { lockJugador, updateJugador } from '../jugadores/jugadores.repository.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './bajas.repository.js';

/** The cargos `suave` removes: every one but MIEMBRO and RECLUTA (and LIDER, whose account is never purged). */
export const CARGOS_OFICIAL: readonly number[] = [
  CARGO.OFICIAL,
  CARGO.DISTRIBUIDOR,
  CARGO.RECLUTADOR,
  CARGO.ENCARGADO_CONTENIDO,
  CARGO.TESORERO,
];

const DIA_MS = 86_400_000;
export const diasFuera = (desde: Date, ahora: Date) => Math.max(0, Math.floor((ahora.getTime() - desde.getTime()) / DIA_MS));

type Ajustes = Pick<AjustesGremio, 'bajaDias' | 'bajaModo'>;

/** The one rule: switched off now, or why not (the leader's account stays). */
export function decidir(ajustes: Ajustes, dias: number, cargos: readonly number[]): Pick<BajaPrevista, 'baja' | 'excluido'> {
  const lider = cargos.includes(CARGO.LIDER);
  const toca = ajustes.bajaModo !== 'no' && dias >= ajustes.bajaDias;
  return { baja: toca && !lider, excluido: toca && lider ? 'lider' : null };
}

/** The dry run: every active player out of the guild and not switched off, with the days and the decision at `ahora`. */
export async function bajasPrevistas(db: Db, gremio: Ajustes, ahora: Date): Promise<Omit<BajasResponse, 'ok'>> {
  return db.transaction(async (tx) => {
    const fuera = await repo.fueraSinBaja(tx, null);
    const cuentas = await cuentasDeJugadores(
      tx,
      fuera.map((f) => f.idPlayer),
      false,
    );
    const jugadores = fuera.map((f) => {
      const dias = diasFuera(f.desde, ahora);
      const cargos = cuentas.get(f.idPlayer)?.cargos ?? [];
      return {
        id_player: f.idPlayer,
        nickname: f.nickname,
        desde: f.desde.toISOString(),
        dias,
        ...decidir(gremio, dias, cargos),
      };
    });
    return { modo: gremio.bajaModo, bajaDias: gremio.bajaDias, jugadores };
  });
}

export interface ContextoBajas {
  gremio: AjustesGremio;
  ajustesAvisos: AjustesAvisos;
}

/** Switches one player off if the rule still says so under the locks (a run and a change racing); true when it did. */
async function darDeBaja(db: Db, { gremio, ajustesAvisos }: ContextoBajas, idPlayer: number, ahora: Date) {
  const { resultado } = await escribir(
    db,
    async (tx) => {
      const fila = await repo.lockFueraSinBaja(tx, idPlayer);
      const jugador = await lockJugador(tx, idPlayer);
      const modo = gremio.bajaModo;
      if (!fila || !jugador?.estado || modo === 'no') return sinCambios(false);
      const cuenta = (await cuentasDeJugadores(tx, [idPlayer])).get(idPlayer);
      const cargos = cuenta?.cargos ?? [];
      const dias = diasFuera(fila.desde, ahora);
      if (!decidir(gremio, dias, cargos).baja) return sinCambios(false);
      await repo.marcarBaja(tx, idPlayer, ahora, modo);
      const quitados = modo === 'suave' ? cargos.filter((c) => CARGOS_OFICIAL.includes(c)) : [];
      const quedan = cargos.filter((c) => !quitados.includes(c));
      if (modo === 'suave' && cuenta && quitados.length > 0)
        await replaceCargos(tx, cuenta.idCuenta, quedan.length > 0 ? quedan : [CARGO.MIEMBRO]);
      if (modo === 'completa') {
        await updateJugador(tx, idPlayer, { estado: false });
        await terminarSesionesDeJugador(tx, idPlayer);
      }
      const [antes, despues] =
        modo === 'suave'
          ? [{ cargos }, { cargos: quedan.length > 0 ? quedan : [CARGO.MIEMBRO], dias }]
          : [{ estado: true }, { estado: false, dias }];
      return {
        resultado: true,
        auditoria: [{ idCuenta: null, accion: `baja ${modo}`, entidad: 'jugador', idEntidad: idPlayer, antes, despues }],
        avisos: [
          {
            tipo: 'jugador_baja' as const,
            idPlayer,
            discordUserId: cuenta?.discordUserId ?? null,
            nickname: jugador.nickname,
            modo,
            dias,
            cargosQuitados: quitados,
          },
        ],
        cambio: modo === 'suave' ? { tipo: 'cuenta' as const } : { tipo: 'jugador' as const, idPlayer },
      };
    },
    avisador(ajustesAvisos),
  );
  return resultado;
}

/** The real run (after a re-check): switches off every player the dry run marks; answers how many. */
export async function aplicarBajas(db: Db, contexto: ContextoBajas, ahora: Date): Promise<number> {
  const { jugadores } = await bajasPrevistas(db, contexto.gremio, ahora);
  let n = 0;
  for (const j of jugadores) if (j.baja && (await darDeBaja(db, contexto, j.id_player, ahora))) n++;
  return n;
}
