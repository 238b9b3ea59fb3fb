// Rules of the regear claims (docs/regear.md): a player's recent deaths, filing a claim (who may, the
// period, the death's player, guild and time, one claim per event ever), the list and the rules.
// The killboard and the prices are read before the transaction (no lock held during an outside call).
import {
  REGEAR_PAGE_SIZE,
  admiteRegear,
  precioRegearDePlantilla,
  reclamaRegearPorOtros,
  type EstadoReclamo,
  type Idioma,
  type Muerte,
  type Reclamo,
  type ReclamarRequest,
  type ReglasRegear,
} from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { BadRequest, Conflict, Forbidden, NotFound, ServiceUnavailable } from '../../lib/errors.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import { type EventoMuerte, type Killboard, type PreciosMercado } from '../../adapters/albion/killboard.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { findPeriodoInfo } from '../periodos/periodos.repository.js';
import { findJugadorDeNickname } from '../jugadores/jugadores.repository.js';
import { lockPeriodoOrThrow, wrongState } from '../periodos/bloqueo.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './regear.repository.js';
import { plantillaDeMuerte } from './repreciar.repository.js';
import { conNombres, nombresDe } from './nombres-items.js';
import { aplicarTopes, valorarMuerte } from './valorar.js';
import { albionIdDe, preciosDe } from './albion.js';

/** What the regear reads from outside (the app's decorators). */
export interface Albion {
  killboard: Killboard;
  precios: PreciosMercado;
}

export const yaReclamada = (eventId: number) => new Conflict('regear.yaReclamada', { evento: eventId });
const FUERA_DE_ESTADO = 'reclamar regear en un periodo';

/** The player by nickname (404), and whether this account may claim for them (own player, or an officer). */
async function jugadorParaReclamar(db: DbOrTx, cuenta: CuentaSesion, nickname: string) {
  const j = await findJugadorDeNickname(db, nickname);
  if (!j) throw new NotFound('jugador.noEncontrado');
  if (j.idPlayer !== cuenta.idPlayer && !reclamaRegearPorOtros(cuenta.cargos)) throw new Forbidden('regear.soloPropio');
  return j;
}

/** The item ids of a death's equipment. */
const itemsDe = (e: EventoMuerte) => Object.values(e.Victim.Equipment).flatMap((o) => (o ? [o.Type] : []));

/**
 * A player's recent deaths from the killboard, newest first, valued by the rules, those already
 * claimed marked, those of another guild with that guild's name.
 */
export async function muertes(
  db: Db,
  albion: Albion,
  cuenta: CuentaSesion,
  nickname: string,
  idioma: Idioma = 'es',
): Promise<Muerte[]> {
  const j = await jugadorParaReclamar(db, cuenta, nickname);
  const albionId = await albionIdDe(db, albion.killboard, j);
  const eventos = await albion.killboard.muertes(albionId);
  const reglas = await repo.leerReglas(db);
  const [precios, reclamadas, nombres] = await Promise.all([
    preciosDe(albion.precios, eventos, reglas),
    repo.eventosReclamados(
      db,
      eventos.map((e) => e.EventId),
    ),
    // The items' names in the reader's language (nombres-items.ts), beside the prices.
    nombresDe(db, albion.killboard.nombresItems, eventos.flatMap(itemsDe)),
  ]);
  const gremio = albion.killboard.guildId;
  return eventos
    .map((e) => ({
      eventId: e.EventId,
      fecha: new Date(e.TimeStamp).toISOString(),
      battleId: e.BattleId || null,
      ip: e.Victim.AverageItemPower,
      items: conNombres(valorarMuerte(e, reglas, precios).items, nombres, idioma),
      reclamada: reclamadas.has(e.EventId),
      // Another guild's death is shown, greyed out with its reason: it cannot be claimed.
      ...(gremio && e.Victim.GuildId !== gremio ? { otroGremio: e.Victim.GuildName } : {}),
    }))
    .sort((a, b) => (a.fecha < b.fecha ? 1 : a.fecha > b.fecha ? -1 : b.eventId - a.eventId));
}

const diaYHora = (d: Date) => ({ fecha: d.toISOString(), hora: true });

/** Files a claim: every rule of docs/regear.md, "Reclamar"; 201 with the claim. */
export async function reclamar(
  db: Db,
  albion: Albion,
  ajustesAvisos: AjustesAvisos,
  cuenta: CuentaSesion,
  req: ReclamarRequest[number],
) {
  const { idPeriodo, eventId, idDistribucion } = req;
  const j = await jugadorParaReclamar(db, cuenta, req.nickname);
  if (!j.estado) throw new BadRequest('regear.jugadorInactivo', { nickname: j.nickname });
  const info = await findPeriodoInfo(db, idPeriodo);
  if (!info) throw new NotFound('periodo.noExiste2', { id: idPeriodo });
  if (!admiteRegear(info.idEstado)) throw wrongState(info.idEstado, FUERA_DE_ESTADO, 'que no esté finalizado');
  // Cheap before the killboard; the unique index decides at the end.
  if ((await repo.eventosReclamados(db, [eventId])).size > 0) throw yaReclamada(eventId);
  const evento = await albion.killboard.evento(eventId);
  if (!evento) throw new NotFound('regear.eventoNoExiste', { evento: eventId });
  const albionId = await albionIdDe(db, albion.killboard, j);
  if (evento.Victim.Id !== albionId)
    throw new BadRequest('regear.muerteAjena', { evento: eventId, victima: evento.Victim.Name, nickname: j.nickname });
  const gremio = albion.killboard.guildId;
  if (!gremio) throw new ServiceUnavailable('albion.killboardSinConfigurar');
  if (evento.Victim.GuildId !== gremio)
    throw new BadRequest('regear.muerteOtroGremio', {
      evento: eventId,
      victima: evento.Victim.Name,
      gremio: evento.Victim.GuildName || { codigo: 'frag.ningunGremio' },
    });
  const fecha = new Date(evento.TimeStamp);
  if (Number.isNaN(fecha.getTime())) throw new BadRequest('regear.sinFecha', { evento: eventId });
  const reglas = await repo.leerReglas(db);
  const valor = valorarMuerte(evento, reglas, await preciosDe(albion.precios, [evento], reglas));
  // A death during a calendar event is priced by its template's regear part (docs/calendario.md).
  const plantilla = await plantillaDeMuerte(db, j.idPlayer, fecha);

  return escribir(
    db,
    async (tx) => {
      // Share: claims of one period run side by side; none interleaves with finalizing it.
      const p = await lockPeriodoOrThrow(tx, idPeriodo, 'share');
      if (!admiteRegear(p.idEstadoDistribucion))
        throw wrongState(p.idEstadoDistribucion, FUERA_DE_ESTADO, 'que no esté finalizado');
      const fin = p.fechaFinal ?? new Date();
      if (fecha < p.fechaInicial || fecha > fin)
        throw new BadRequest(p.fechaFinal ? 'regear.fueraDelPeriodo' : 'regear.fueraDelPeriodoAbierto', {
          evento: eventId,
          fecha: diaYHora(fecha),
          periodo: idPeriodo,
          desde: diaYHora(p.fechaInicial),
          ...(p.fechaFinal ? { hasta: diaYHora(p.fechaFinal) } : {}),
        });
      if (idDistribucion !== undefined && !(await repo.distribucionVivaDelPeriodo(tx, idDistribucion, idPeriodo)))
        throw new BadRequest('regear.distribucionNoVigente', { id: idDistribucion, periodo: idPeriodo });
      let otros = 0;
      if (reglas.tope_jugador_periodo !== null) {
        await repo.lockJugador(tx, j.idPlayer);
        otros = await repo.silverOtrosDelPeriodo(tx, j.idPlayer, idPeriodo);
      }
      const silverReglas = aplicarTopes(valor.total, reglas, otros);
      const silver = plantilla ? precioRegearDePlantilla(silverReglas, plantilla.regear) : silverReglas;
      const fila = await repo.insertReclamo(tx, {
        idPeriodo,
        idDistribucion: idDistribucion ?? null,
        idPlayer: j.idPlayer,
        eventId,
        battleId: evento.BattleId || null,
        fechaMuerte: fecha,
        ip: Math.round(evento.Victim.AverageItemPower),
        equipo: evento.Victim.Equipment,
        items: valor.items,
        estado: 'pendiente',
        silver,
        silverReglas,
        idPlantilla: plantilla?.idPlantilla ?? null,
        plantillaVersion: plantilla?.version ?? null,
        idCuentaReclamo: cuenta.idCuenta,
      });
      if (!fila) throw yaReclamada(eventId);
      const reclamo = (await repo.findReclamo(tx, fila.idReclamo))!;
      return {
        resultado: reclamo,
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'reclamar_regear',
            entidad: 'reclamo_regear',
            idEntidad: fila.idReclamo,
            despues: {
              idPeriodo,
              idPlayer: j.idPlayer,
              eventId,
              silver,
              sinPrecio: valor.sinPrecio,
              estado: 'pendiente',
              plantilla,
            },
          },
        ],
        avisos: [
          {
            tipo: 'regear_reclamado',
            idReclamo: fila.idReclamo,
            idPeriodo,
            lugar: p.lugar,
            jugador: j.nickname,
            silver,
            sinPrecio: valor.sinPrecio,
            por: cuenta.nickname,
          },
        ],
        cambio: { tipo: 'regear', idPeriodo, jugadores: [j.idPlayer] },
      };
    },
    avisador(ajustesAvisos),
  );
}

/** The list's filters with the player and period checked (404 for an unknown one). */
/** The list's query as the route parsed it (the CSV export takes the same). */
export interface ConsultaReclamos {
  idPeriodo?: number | undefined;
  estado?: EstadoReclamo | undefined;
  nickname?: string | undefined;
  page?: number | undefined;
}

export async function filtroReclamos(db: DbOrTx, q: ConsultaReclamos): Promise<repo.FiltroReclamos> {
  let idPlayer: number | undefined;
  if (q.nickname !== undefined) {
    const j = await findJugadorDeNickname(db, q.nickname);
    if (!j) throw new NotFound('jugador.noEncontrado');
    idPlayer = j.idPlayer;
  }
  const idPeriodo = q.idPeriodo;
  if (idPeriodo !== undefined && !(await findPeriodoInfo(db, idPeriodo)))
    throw new NotFound('periodo.noExiste2', { id: idPeriodo });
  return { idPeriodo, estado: q.estado, idPlayer };
}

/** A page of claims: pending first, then newest; `count` of those matching. */
export async function listar(
  db: DbOrTx,
  q: ConsultaReclamos,
  idioma: Idioma = 'es',
): Promise<{ message: Reclamo[]; count: number }> {
  const filtro = await filtroReclamos(db, q);
  const page = q.page ?? 1;
  const [pagina, count] = await Promise.all([
    repo.pageReclamos(db, filtro, (page - 1) * REGEAR_PAGE_SIZE, REGEAR_PAGE_SIZE),
    repo.countReclamos(db, filtro),
  ]);
  // The names already known (never asked of gameinfo here: the deaths list asked for them).
  const nombres = await nombresDe(
    db,
    undefined,
    pagina.flatMap((r) => r.items.map((i) => i.item)),
  );
  const message = pagina.map((r) => ({ ...r, items: conNombres(r.items, nombres, idioma) }));
  return { message, count };
}

// Reads with no rule of their own.
export const reglas = (db: DbOrTx) => repo.leerReglas(db);
/** One claim as the list shows it (its state and who reviewed it), or undefined: a Discord button's check. */
export const reclamo = (db: DbOrTx, idReclamo: number) => repo.findReclamo(db, idReclamo);
/** The period a death of `fecha` is claimed in from Discord (`/regear`): the newest not finalized that holds it, or null. */
export const periodoDeFecha = (db: DbOrTx, fecha: Date) => repo.periodoDeFecha(db, fecha);

/** JSON with its keys sorted (jsonb keeps its own key order): two rules compare by content. */
const canonico = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonico).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonico((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

/** The leader saves the rules (audited with before and after); the same rules again change nothing. */
export async function guardarReglas(db: Db, cuenta: CuentaSesion, nuevas: ReglasRegear) {
  return escribir(db, async (tx) => {
    const antes = await repo.leerReglas(tx, true);
    if (canonico(antes) === canonico(nuevas)) return sinCambios(nuevas);
    await repo.guardarReglas(tx, nuevas);
    return {
      resultado: nuevas,
      auditoria: [
        { idCuenta: cuenta.idCuenta, accion: 'cambiar_reglas', entidad: 'reglas_regear', idEntidad: 1, antes, despues: nuevas },
      ],
      cambio: { tipo: 'reglasRegear' },
    };
  });
}
