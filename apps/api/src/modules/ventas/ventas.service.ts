// The rules of «Venta del botín» (docs/venta-botin.md). An officer opens a sale of an open period's loot
// among its participants until a deadline; each participant bids (a percentage of the market value or an
// amount), each new bid above their own previous one; in a period that accumulates the buyer's wallet
// pays, so a bid whose payment exceeds what they may withdraw is refused. After the deadline an officer
// closes it: no bids, `desierta`; else the highest bid (a tie: the earliest) wins and the winning silver
// becomes a distribution among the participants, created by the distributions' own service.
import {
  CODIGO_DISTRIBUCION_MIN,
  ESTADO_PERIODO,
  ganadorDeVenta,
  pagoCabeEnSaldo,
  pagoDeVenta,
  silverDePuja,
  superaPujaPropia,
  type AbrirVentaBotinItem,
  type PujaBotinItem,
  type VentaBotin,
} from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { escribir, sinCambios, type Escrito } from '../../lib/escritura.js';
import { bloquearSaldoJugador } from '../../lib/libro.js';
import type { Frase } from '../../lib/mensajes.js';
import { findCuentaSesionPorId, type CuentaSesion } from '../cuentas/cuentas.repository.js';
import { crearDistribucion, estadoNoAbierto } from '../distribuciones/distribuciones.service.js';
import { findJugadores } from '../jugadores/jugadores.repository.js';
import { avisador, type AjustesAvisos } from '../notificaciones/notificar.js';
import { findPeriodoEstado, lockPeriodo } from '../periodos/periodos.repository.js';
import { antesDeRetirar } from '../retiros/retiros.repository.js';
import * as repo from './ventas.repository.js';

/** Open and close sales: ENCARGADO DE CONTENIDO, TESORERO or LIDER (the contract's, the web asks the same). */
export { CARGOS_VENTA_BOTIN } from '@reparto/contract';

const noExiste = (idVenta: number) => new NotFound('venta.noExiste', { id: idVenta });
const diaYHora = (d: Date) => ({ fecha: d.toISOString(), hora: true });
/** Every participant weighs 1 in a sale's split (docs/venta-botin.md). */
const PESO_UNO = 10;

/**
 * The 6-digit code of the distribution a sale becomes: fixed by the sale, so that a close retried after
 * the distribution was stored finds it (the creation's idempotency, docs/domain.md, "Distributions").
 */
export const codigoDeVenta = (idVenta: number) => CODIGO_DISTRIBUCION_MIN + ((idVenta * 7919) % 900_000);

/** `POST /api/ventas`: opens a sale of an open period (201). */
export async function abrir(db: Db, cuenta: CuentaSesion, item: AbrirVentaBotinItem, ajustesAvisos: AjustesAvisos, ahora: Date) {
  const cierre = new Date(item.cierre);
  if (cierre.getTime() <= ahora.getTime()) throw new BadRequest('venta.cierrePasado');
  return escribir(
    db,
    async (tx) => {
      const periodo = await lockPeriodo(tx, item.idPeriodo, 'share');
      if (!periodo) throw new NotFound('periodo.noExiste', { id: item.idPeriodo });
      if (periodo.idEstadoDistribucion !== ESTADO_PERIODO.ABIERTO) {
        const estado = await findPeriodoEstado(tx, item.idPeriodo);
        throw estadoNoAbierto(estado!, 'crear');
      }
      const found = await findJugadores(tx, item.participantes);
      const known = new Set(found.map((j) => j.idPlayer));
      const missing = item.participantes.find((id) => !known.has(id));
      if (missing !== undefined) throw new BadRequest('distribucion.jugadorNoExiste', { id: missing });
      const inactivo = found.find((j) => !j.estado);
      if (inactivo) throw new BadRequest('distribucion.jugadorDesactivado', { nickname: inactivo.nickname });
      const fila = await repo.insertVenta(tx, {
        idPeriodo: item.idPeriodo,
        valorMercado: item.valorMercado,
        cierre,
        motivo: item.motivo,
        participantes: item.participantes,
        creadaPor: cuenta.idCuenta,
      });
      const message: Frase = { codigo: 'venta.abierta', valores: { id: fila.idVenta, cierre: diaYHora(cierre) } };
      return {
        resultado: { message, venta: await repo.toVentaBotin(tx, fila) },
        auditoria: [
          {
            idCuenta: cuenta.idCuenta,
            accion: 'abrir_venta_botin',
            entidad: 'venta_botin',
            idEntidad: fila.idVenta,
            antes: null,
            despues: { ...item, estado: 'abierta' },
          },
        ],
        avisos: [
          {
            tipo: 'venta_abierta',
            idVenta: fila.idVenta,
            idPeriodo: item.idPeriodo,
            motivo: item.motivo,
            valorMercado: item.valorMercado,
            cierre: cierre.toISOString(),
            por: cuenta.nickname,
            participantes: item.participantes.map((id) => found.find((j) => j.idPlayer === id)!.nickname),
          },
        ],
        // docs/venta-botin.md, «En la web»: the period's page reads its sales again.
        cambio: { tipo: 'venta', idPeriodo: item.idPeriodo },
      };
    },
    avisador(ajustesAvisos),
  );
}

/** `POST /api/ventas/pujar`: a participant's bid before the deadline (201). */
export async function pujar(db: Db, cuenta: CuentaSesion, item: PujaBotinItem, impuestoPct: number, ahora: Date) {
  return escribir(db, async (tx) => {
    const venta = await repo.bloquearVenta(tx, item.idVenta);
    if (!venta) throw noExiste(item.idVenta);
    if (venta.estado !== 'abierta') throw new Conflict('venta.yaCerrada', { id: venta.idVenta });
    if (ahora.getTime() >= venta.cierre.getTime())
      throw new Conflict('venta.plazoTerminado', { id: venta.idVenta, cierre: diaYHora(venta.cierre) });
    const indice = venta.participantes.indexOf(cuenta.idPlayer);
    if (indice < 0) throw new Forbidden('venta.noParticipante', { id: venta.idVenta });
    const silver = silverDePuja(item, Number(venta.valorMercado));
    const anterior = await repo.mejorPujaDe(tx, venta.idVenta, cuenta.idPlayer);
    if (!superaPujaPropia(silver, anterior))
      throw new Conflict('venta.pujaNoSupera', { silver: { plata: silver }, anterior: { plata: anterior ?? 0 } });
    // In a period that accumulates the buyer's wallet pays (docs/libro.md, «acumular»): the payment must
    // fit in what they may withdraw, read under their locked balance row as a withdrawal reads it.
    const periodo = await lockPeriodo(tx, venta.idPeriodo, 'share');
    let pago: number | null = null;
    if (periodo?.modoPago === 'acumular') {
      pago = pagoDeVenta(
        silver,
        venta.participantes.map(() => PESO_UNO),
        indice,
        impuestoPct,
      ).pago;
      const saldo = await bloquearSaldoJugador(tx, cuenta.idPlayer);
      const { comprometido } = await antesDeRetirar(tx, cuenta.idPlayer);
      const disponible = Math.max(0, saldo - comprometido);
      if (!pagoCabeEnSaldo(pago, disponible))
        throw new Conflict('venta.saldoInsuficiente', {
          periodo: venta.idPeriodo,
          pago: { plata: pago },
          disponible: { plata: disponible },
        });
    }
    const pct = item.pct ?? null;
    const puja = await repo.insertPuja(tx, { idVenta: venta.idVenta, idPlayer: cuenta.idPlayer, pct, silver });
    const message: Frase = { codigo: 'venta.pujada', valores: { id: venta.idVenta, silver: { plata: silver } } };
    return {
      resultado: { message, venta: await repo.toVentaBotin(tx, venta) },
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: 'pujar_venta_botin',
          entidad: 'venta_botin',
          idEntidad: venta.idVenta,
          antes: anterior === null ? null : { silver: anterior },
          despues: { idPuja: puja.idPuja, idPlayer: cuenta.idPlayer, pct, silver, ...(pago === null ? {} : { pago }) },
        },
      ],
      cambio: { tipo: 'venta', idPeriodo: venta.idPeriodo },
    };
  });
}

/** `GET /api/ventas?idPeriodo=`: the period's sales with their bids, the newest first. */
export async function listar(db: Db, idPeriodo: number): Promise<VentaBotin[]> {
  if (!(await findPeriodoEstado(db, idPeriodo))) throw new NotFound('periodo.noExiste', { id: idPeriodo });
  const filas = await repo.ventasDelPeriodo(db, idPeriodo);
  return Promise.all(filas.map((f) => repo.toVentaBotin(db, f)));
}

export interface VentaCerrada {
  message: Frase;
  venta: VentaBotin;
}

/**
 * `PUT /api/ventas/cerrar` and the closing job (`cerrador` null: the app itself, audited with no
 * account; docs/venta-botin.md, «Cierre automático»): after the deadline. No bids: `desierta`. Else the winner's silver is split
 * among the participants as a normal distribution (a breakdown of that value and the guild's tax),
 * created by the distributions' service with a code fixed by the sale, then the sale records its buyer,
 * payment and distribution. A sale already closed answers as it is (a repeat). The distribution's
 * manager is the account that opened the sale (the closer only when that account can no longer act), so
 * that two closes racing (an officer and the job, two instances) ask for the same distribution and the
 * second finds the first's.
 */
export async function cerrar(
  db: Db,
  cerrador: CuentaSesion | null,
  idVenta: number,
  impuestoPct: number,
  ajustesAvisos: AjustesAvisos,
  ahora: Date,
): Promise<Escrito<VentaCerrada>> {
  const venta = await repo.findVenta(db, idVenta);
  if (!venta) throw noExiste(idVenta);
  if (venta.estado === 'abierta' && ahora.getTime() < venta.cierre.getTime())
    throw new Conflict('venta.plazoAbierto', { id: idVenta, cierre: diaYHora(venta.cierre) });
  // After the deadline no bid is taken: the bids read here are the last ones.
  const pujas = await repo.pujasDe(db, idVenta);
  const ganadora = ganadorDeVenta(pujas.map((p) => ({ ...p, id: p.idPuja, creadaEn: p.creadaEn.getTime() })));
  let vendida: { idPlayerComprador: number; silverGanador: number; pago: number; idDistribucion: number } | null = null;
  if (ganadora && venta.estado === 'abierta') {
    const encargado = (await findCuentaSesionPorId(db, venta.creadaPor)) ?? cerrador;
    if (!encargado)
      throw new Error(`Venta del botín ${idVenta}: la cuenta que la abrió ya no puede actuar; la cierra un oficial`);
    const decimas = venta.participantes.map(() => PESO_UNO);
    const calculo = pagoDeVenta(ganadora.silver, decimas, venta.participantes.indexOf(ganadora.idPlayer), impuestoPct);
    const creada = await crearDistribucion(
      db,
      encargado,
      {
        idDistribucion: codigoDeVenta(idVenta),
        idPeriodoDist: venta.idPeriodo,
        silver: calculo.neto,
        motivo: venta.motivo,
        jugadores: venta.participantes,
        desglose: { valor_botin: ganadora.silver, bolsas: 0, reparacion: 0, impuesto_pct: impuestoPct },
      },
      ajustesAvisos,
    );
    vendida = {
      idPlayerComprador: ganadora.idPlayer,
      silverGanador: ganadora.silver,
      pago: calculo.pago,
      idDistribucion: creada.resultado.distribucion.id_distribucion,
    };
  }
  return escribir(
    db,
    async (tx) => {
      const fila = await repo.bloquearVenta(tx, idVenta);
      if (!fila) throw noExiste(idVenta);
      if (fila.estado !== 'abierta')
        return sinCambios({ message: fraseDe(fila, ganadora?.nickname), venta: await repo.toVentaBotin(tx, fila) });
      await repo.marcarCerrada(tx, idVenta, vendida ? { estado: 'vendida', ...vendida } : { estado: 'desierta' });
      const cerrada = (await repo.findVenta(tx, idVenta))!;
      const fila2 = await repo.toVentaBotin(tx, cerrada);
      return {
        resultado: { message: fraseDe(cerrada, ganadora?.nickname), venta: fila2 },
        auditoria: [
          {
            idCuenta: cerrador?.idCuenta ?? null,
            accion: 'cerrar_venta_botin',
            entidad: 'venta_botin',
            idEntidad: idVenta,
            antes: { estado: 'abierta' },
            despues: { estado: cerrada.estado, ...(vendida ?? {}), ...(cerrador ? {} : { automatico: true }) },
          },
        ],
        avisos: [
          {
            tipo: 'venta_cerrada',
            idVenta,
            idPeriodo: fila.idPeriodo,
            motivo: fila.motivo,
            comprador: fila2.comprador,
            silver: vendida?.silverGanador ?? null,
            pago: vendida?.pago ?? null,
            idDistribucion: vendida?.idDistribucion ?? null,
            por: cerrador?.nickname ?? null,
            participantes: fila2.participantes.map((p) => p.nickname),
          },
        ],
        // Sold: the distribution the sale became (its own creation declared it too; the sales sit under it).
        cambio: vendida
          ? { tipo: 'distribucion', idPeriodo: fila.idPeriodo, jugadores: fila.participantes }
          : { tipo: 'venta', idPeriodo: fila.idPeriodo },
      };
    },
    avisador(ajustesAvisos),
  );
}

function fraseDe(v: repo.FilaVenta, comprador: string | undefined): Frase {
  if (v.estado !== 'vendida') return { codigo: 'venta.desierta', valores: { id: v.idVenta } };
  return {
    codigo: 'venta.vendida',
    valores: {
      id: v.idVenta,
      nickname: comprador ?? '',
      silver: { plata: Number(v.silverGanador) },
      pago: { plata: Number(v.pago) },
      distribucion: v.idDistribucion ?? 0,
    },
  };
}
