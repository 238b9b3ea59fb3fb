// The rules of alliances (docs/alianzas.md). The caller's guild is its account's player's guild. A
// leader proposes an alliance to another guild by its slug; only the invited guild's leader accepts or
// refuses it (403 for any other guild); a member guild's leader leaves it. The host guild's LIDER or
// DISTRIBUIDOR splits a content among active players of the member guilds: `repartirAlianza` computes
// each guild's part, and ONE transaction posts each part to its guild's own ledger (switching the
// transaction to that guild: `fijarGremioEnTx`), writes each guild's rows with its own id_gremio and
// audits the split in every guild. Each guild's officer pays its own members (player −x · «Pagado en
// el juego» +x in that guild's ledger). A member guild reads the alliance's splits with every guild's
// totals and only its own members' shares.
import {
  pagaAlianza,
  pesoEnDecimas,
  repartirAlianza,
  repartoDeAlianza,
  type Alianza,
  type EstadoAlianza,
  type IdAlianzaRequest,
  type JugadorDeAlianza,
  type ProponerAlianzaRequest,
  type RepartoAlianza,
  type RepartoAlianzaRequest,
} from '@reparto/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { fijarGremioEnTx } from '../../lib/gremio-contexto.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import type { Frase } from '../../lib/mensajes.js';
import { pagadoEnElJuego, postear } from '../../lib/libro.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import * as repo from './alianzas.repository.js';

/** The caller's guild: its account's player's. */
export const gremioDe = (db: DbOrTx, sesion: CuentaSesion) => repo.gremioDeJugador(db, sesion.idPlayer);

/** `GET /api/alianzas`: the caller's guild and the alliances it is invited to or a member of. */
export async function listar(
  db: DbOrTx,
  sesion: CuentaSesion,
): Promise<{ gremio: { slug: string; nombre: string }; message: Alianza[] }> {
  const g = await gremioDe(db, sesion);
  return { gremio: { slug: g.slug, nombre: g.nombre }, message: await repo.listAlianzas(db, g.idGremio) };
}

/** `POST /api/alianzas`: the leader proposes an alliance to the guild `slug`. */
export async function proponer(db: Db, sesion: CuentaSesion, { slug, nombre }: ProponerAlianzaRequest[0]) {
  return escribir(db, async (tx) => {
    const mio = await gremioDe(tx, sesion);
    const otro = await repo.gremioPorSlug(tx, slug);
    if (!otro) throw new NotFound('alianza.gremioNoExiste', { slug });
    if (otro.idGremio === mio.idGremio) throw new BadRequest('alianza.mismoGremio');
    if (await repo.alianzaEntre(tx, mio.idGremio, otro.idGremio)) throw new Conflict('alianza.yaExiste', { slug });
    const id = await repo.insertAlianza(tx, {
      fundador: mio.idGremio,
      invitado: otro.idGremio,
      nombre,
      idCuenta: sesion.idCuenta,
    });
    const despues = { nombre, fundador: mio.slug, invitado: slug };
    return {
      resultado: { id, message: { codigo: 'alianza.propuesta', valores: { nombre, slug } } satisfies Frase },
      auditoria: [
        { idGremio: mio.idGremio, idCuenta: sesion.idCuenta, accion: 'proponer', entidad: 'alianza', idEntidad: id, despues },
        { idGremio: otro.idGremio, idCuenta: sesion.idCuenta, accion: 'proponer', entidad: 'alianza', idEntidad: id, despues },
      ],
      cambio: { tipo: 'alianza' },
    };
  });
}

const RESPUESTAS = {
  aceptar: { desde: ['invitado'], hacia: 'miembro', codigo: 'alianza.aceptada' },
  rechazar: { desde: ['invitado'], hacia: 'rechazado', codigo: 'alianza.rechazada' },
  salir: { desde: ['miembro'], hacia: 'fuera', codigo: 'alianza.salida' },
} as const satisfies Record<string, { desde: readonly EstadoAlianza[]; hacia: EstadoAlianza; codigo: Frase['codigo'] }>;
export type Respuesta = keyof typeof RESPUESTAS;

/**
 * `PUT /api/alianzas/aceptar|rechazar|salir`: the caller's guild's leader answers an invitation or leaves.
 * A guild never asked is 403; the same answer again changes nothing; any other state is 409.
 */
export async function responder(db: Db, sesion: CuentaSesion, accion: Respuesta, { idAlianza }: IdAlianzaRequest[0]) {
  return escribir(db, async (tx) => {
    const regla = RESPUESTAS[accion];
    const alianza = await repo.findAlianza(tx, idAlianza);
    if (!alianza) throw new NotFound('alianza.noExiste', { id: idAlianza });
    const mio = await gremioDe(tx, sesion);
    const estado = await repo.bloquearEstado(tx, idAlianza, mio.idGremio);
    if (estado === null) throw new Forbidden(accion === 'salir' ? 'alianza.noMiembro' : 'alianza.noInvitado', { id: idAlianza });
    const frase = { codigo: regla.codigo, valores: { nombre: alianza.nombre } } satisfies Frase;
    if (estado === regla.hacia) return sinCambios(frase);
    if (!(regla.desde as readonly EstadoAlianza[]).includes(estado))
      throw accion === 'salir'
        ? new Forbidden('alianza.noMiembro', { id: idAlianza })
        : new Conflict('alianza.yaRespondida', { id: idAlianza });
    await repo.setEstado(tx, idAlianza, mio.idGremio, regla.hacia);
    return {
      resultado: frase,
      auditoria: [
        {
          idGremio: mio.idGremio,
          idCuenta: sesion.idCuenta,
          accion,
          entidad: 'alianza',
          idEntidad: idAlianza,
          antes: { estado },
          despues: { estado: regla.hacia },
        },
      ],
      cambio: { tipo: 'alianza' },
    };
  });
}

/** The alliance, when the caller's guild is a member of it (404 for none, 403 for a guild outside it). */
async function alianzaDeMiembro(db: DbOrTx, sesion: CuentaSesion, idAlianza: number) {
  const alianza = await repo.findAlianza(db, idAlianza);
  if (!alianza) throw new NotFound('alianza.noExiste', { id: idAlianza });
  const mio = await gremioDe(db, sesion);
  const gremios = await repo.gremiosMiembros(db, idAlianza);
  if (!gremios.some((g) => g.idGremio === mio.idGremio)) throw new Forbidden('alianza.noMiembro', { id: idAlianza });
  return { alianza, mio, gremios };
}

/** Each member guild's active players, read under that guild's setting (its roster is read only for this). */
async function rosters(tx: Tx, gremios: readonly repo.GremioFila[], mio: number) {
  const todos: (JugadorDeAlianza & { idGremio: number })[] = [];
  for (const g of gremios) {
    await fijarGremioEnTx(tx, g.idGremio);
    for (const j of await repo.jugadoresActivos(tx, g.idGremio)) todos.push({ ...j, gremio: g.slug, idGremio: g.idGremio });
  }
  await fijarGremioEnTx(tx, mio);
  return todos;
}

/** `GET /api/alianzas/jugadores`: the picker across the member guilds' rosters (the host's LIDER or DISTRIBUIDOR). */
export async function jugadores(db: Db, sesion: CuentaSesion, idAlianza: number): Promise<JugadorDeAlianza[]> {
  if (!repartoDeAlianza(sesion.cargos)) throw new Forbidden();
  return db.transaction(async (tx) => {
    const { mio, gremios } = await alianzaDeMiembro(tx, sesion, idAlianza);
    return (await rosters(tx, gremios, mio.idGremio)).map(({ id_player, nickname, gremio }) => ({ id_player, nickname, gremio }));
  });
}

/** `POST /api/alianzas/repartos`: the split, posted to every member guild's ledger in one transaction. */
export async function repartir(db: Db, sesion: CuentaSesion, cuerpo: RepartoAlianzaRequest[0]) {
  return escribir(db, async (tx) => {
    const { alianza, mio, gremios } = await alianzaDeMiembro(tx, sesion, cuerpo.idAlianza);
    const activos = new Map((await rosters(tx, gremios, mio.idGremio)).map((j) => [j.id_player, j]));
    const participantes = cuerpo.participantes.map((p) => {
      const j = activos.get(p.id_player);
      if (!j) throw new BadRequest('alianza.jugadorFuera', { id: p.id_player });
      return { id_player: p.id_player, id_gremio: j.idGremio, decimas: pesoEnDecimas(p.peso) };
    });
    const partes = repartirAlianza(
      cuerpo.silver,
      gremios.map((g) => ({ id_gremio: g.idGremio, impuesto_pct: g.impuestoCentesimas / 100 })),
      participantes,
    );
    const id = await repo.insertReparto(tx, {
      idGremio: mio.idGremio,
      idAlianza: alianza.idAlianza,
      motivo: cuerpo.motivo,
      silver: cuerpo.silver,
      idCuenta: sesion.idCuenta,
    });
    const auditoria = [];
    for (const [i, parte] of partes.entries()) {
      const g = gremios[i]!;
      if (parte.parte === 0 && parte.partes.length === 0) continue;
      // Each guild's part under that guild: its ledger's accounts, its rows, its audit row.
      await fijarGremioEnTx(tx, g.idGremio);
      const [idTransaccion] = await postear(tx, [
        {
          concepto: 'alianza',
          idCuenta: sesion.idCuenta,
          razon: cuerpo.motivo,
          apuntes: [
            { cuenta: { clave: 'botin' }, silver: -parte.parte },
            ...parte.partes.map((p) => ({ cuenta: { jugador: p.id_player }, silver: p.silver })),
            { cuenta: { clave: 'tesoreria' }, silver: parte.impuesto + parte.resto },
          ],
        },
      ]);
      await repo.insertParte(tx, {
        idReparto: id,
        idGremio: g.idGremio,
        impuestoCentesimas: g.impuestoCentesimas,
        parte: parte.parte,
        impuesto: parte.impuesto,
        resto: parte.resto,
        idTransaccion: idTransaccion ?? null,
      });
      const decimas = new Map(participantes.map((p) => [p.id_player, p.decimas]));
      await repo.insertJugadores(
        tx,
        id,
        g.idGremio,
        parte.partes.map((p) => ({ idPlayer: p.id_player, decimas: decimas.get(p.id_player)!, silver: p.silver })),
      );
      auditoria.push({
        idGremio: g.idGremio,
        idCuenta: sesion.idCuenta,
        accion: 'repartir',
        entidad: 'reparto_alianza',
        idEntidad: id,
        despues: {
          alianza: alianza.idAlianza,
          anfitrion: mio.slug,
          motivo: cuerpo.motivo,
          silver: cuerpo.silver,
          parte: parte.parte,
          impuesto: parte.impuesto,
          resto: parte.resto,
          partes: parte.partes,
        },
      });
    }
    await fijarGremioEnTx(tx, mio.idGremio);
    const n = partes.filter((p) => p.parte > 0 || p.partes.length > 0).length;
    return {
      resultado: {
        id,
        message: { codigo: 'alianza.repartoCreado', valores: { id, silver: { plata: cuerpo.silver }, n } } satisfies Frase,
      },
      auditoria,
      cambio: { tipo: 'libro', jugadores: participantes.map((p) => p.id_player) },
    };
  });
}

/** `GET /api/alianzas/repartos`: every guild's totals, and the caller's own guild's shares only. */
export async function repartos(db: DbOrTx, sesion: CuentaSesion, idAlianza: number): Promise<RepartoAlianza[]> {
  const { mio } = await alianzaDeMiembro(db, sesion, idAlianza);
  const lista = await repo.listRepartos(db, idAlianza);
  const ids = lista.map((r) => r.id_reparto_alianza);
  const [partes, mios] = await Promise.all([repo.partesDe(db, ids), repo.participantesDeGremio(db, mio.idGremio, ids)]);
  return lista.map((r) => ({
    ...r,
    partes: partes
      .filter((p) => p.id_reparto_alianza === r.id_reparto_alianza)
      .map(({ gremio, nombre, participantes, parte, impuesto, resto, pagado }) => ({
        gremio,
        nombre,
        participantes,
        parte,
        impuesto,
        resto,
        pagado,
      })),
    mios: mios
      .filter((p) => p.id_reparto_alianza === r.id_reparto_alianza)
      .map(({ id_player, nickname, decimas, silver, pagado }) => ({ id_player, nickname, peso: decimas / 10, silver, pagado })),
  }));
}

/** `PUT /api/alianzas/repartos/pagar`: an officer of the player's own guild pays their share in game. */
export async function pagar(
  db: Db,
  sesion: CuentaSesion,
  { idRepartoAlianza, id_player }: { idRepartoAlianza: number; id_player: number },
) {
  if (!pagaAlianza(sesion.cargos)) throw new Forbidden();
  return escribir(db, async (tx) => {
    if (!(await repo.repartoExiste(tx, idRepartoAlianza)))
      throw new NotFound('alianza.repartoNoExiste', { id: idRepartoAlianza });
    const mio = await gremioDe(tx, sesion);
    // The payment posts to the payer's guild's ledger (lib/escritura.ts posts under the transaction's guild).
    await fijarGremioEnTx(tx, mio.idGremio);
    const p = await repo.bloquearParticipante(tx, idRepartoAlianza, id_player);
    // Another guild's member is as unknown to this guild as one who never took part.
    if (!p || p.idGremio !== mio.idGremio)
      throw new NotFound('alianza.jugadorNoEnReparto', { id: id_player, reparto: idRepartoAlianza });
    const frase = { codigo: 'alianza.pagado', valores: { nickname: p.nickname } } satisfies Frase;
    if (p.pagado) return sinCambios(frase);
    await repo.marcarPagado(tx, idRepartoAlianza, id_player, mio.idGremio, sesion.idCuenta);
    return {
      resultado: frase,
      auditoria: [
        {
          idGremio: mio.idGremio,
          idCuenta: sesion.idCuenta,
          accion: 'pagar',
          entidad: 'reparto_alianza',
          idEntidad: idRepartoAlianza,
          despues: { id_player, silver: p.silver },
        },
      ],
      libro: [pagadoEnElJuego('pago_alianza', id_player, p.silver, { idCuenta: sesion.idCuenta })],
      cambio: { tipo: 'libro', jugadores: [id_player] },
    };
  });
}
