// Rules of the loot valuation (docs/botin.md): read the file, filter it (guild, window, session), price
// its items with the market client of the regear (one batched lookup, before the transaction: no lock
// held during an outside call), sum, and store the valuation through the one write path.
import type { ValoracionBotin, ValorarBotinItem, VentanaBotin } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { AppError, BadRequest, NotFound } from '../../lib/errors.js';
import { escribir, type Escrito } from '../../lib/escritura.js';
import {} from '../../lib/mensajes.js';
import type { PrecioMercado, PreciosMercado } from '../../adapters/albion/killboard.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { leerReglas } from '../regear/regear.repository.js';
import * as repo from './botin.repository.js';
import { cederTurno, leerRegistroPorTramos } from './registro.js';
import { CALIDAD_BOTIN, SumaPorItem, SumaPorPortador, conPrecios, filtroDeLineas, valorDe, type FiltroBotin } from './valorar.js';

/** The market prices of the items, in the regear rules' cities; null when the price API is unavailable. */
async function preciosDe(
  db: Db,
  precios: PreciosMercado,
  items: readonly string[],
): Promise<Map<string, PrecioMercado | null> | null> {
  if (items.length === 0) return new Map();
  const { ciudades } = await leerReglas(db);
  try {
    // The paste's own lane: its lookups never hold the regear's back (adapters/albion/precios.ts).
    return await precios.precios(
      items.map((item) => ({ item, calidad: CALIDAD_BOTIN })),
      ciudades,
      'botin',
    );
  } catch (error) {
    // Not configured (503) or down (503/504): every item is sin precio, and a price may be typed.
    if (error instanceof AppError && (error.statusCode === 503 || error.statusCode === 504)) return null;
    throw error;
  }
}

/**
 * The filter of the request: the window (ms), the guild, the session's members and window (unless
 * `ventanaDeSesion` is false).
 */
async function filtroDe(db: Db, req: ValorarBotinItem): Promise<{ filtro: FiltroBotin; deSesion: boolean }> {
  const filtro: FiltroBotin = {};
  if (req.desde !== undefined) filtro.desde = Date.parse(req.desde);
  if (req.hasta !== undefined) filtro.hasta = Date.parse(req.hasta);
  if (filtro.desde !== undefined && filtro.hasta !== undefined && filtro.desde > filtro.hasta)
    throw new BadRequest('botin.ventanaInvertida');
  const gremio = req.gremio?.trim().toLowerCase();
  if (gremio) filtro.gremio = gremio;
  if (req.idSesion !== undefined) {
    const s = await repo.sesionParaFiltro(db, req.idSesion);
    if (!s) throw new NotFound('botin.sesionNoExiste', { id: req.idSesion });
    filtro.nombres = s.nombres;
    // Without a window of its own, the session's (to now while it is still recording).
    if (req.desde === undefined && req.hasta === undefined && req.ventanaDeSesion !== false) {
      filtro.desde = s.inicio.getTime();
      filtro.hasta = (s.fin ?? new Date()).getTime();
      return { filtro, deSesion: true };
    }
  }
  return { filtro, deSesion: false };
}

/** The window the answer names (null: none). */
function ventanaDe({ desde, hasta }: FiltroBotin, deSesion: boolean): VentanaBotin | null {
  if (desde === undefined && hasta === undefined) return null;
  const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  return { desde: iso(desde), hasta: iso(hasta), de_sesion: deSesion };
}

/** Pieces joined per slice of this many, yielding between slices (an 8 MB paste is 250,000 lines). */
const PARTES_POR_TRAMO = 10_000;

/** `partes.join('\n')`, a slice at a time: 250,000 pieces joined at once hold the event loop ~50 ms. */
async function unirPorTramos(partes: readonly string[]): Promise<string> {
  if (partes.length <= PARTES_POR_TRAMO) return partes.join('\n');
  const tramos: string[] = [];
  for (let i = 0; i < partes.length; i += PARTES_POR_TRAMO) {
    tramos.push(partes.slice(i, i + PARTES_POR_TRAMO).join('\n'));
    await cederTurno();
  }
  return tramos.join('\n');
}

/** Values a pasted loot log and stores the valuation (unlinked ones older than a day go meanwhile). */
export async function valorarBotin(
  db: Db,
  precios: PreciosMercado,
  cuenta: CuentaSesion,
  req: ValorarBotinItem,
): Promise<Escrito<ValoracionBotin>> {
  const { filtro, deSesion } = await filtroDe(db, req);
  const { pasa, fuera } = filtroDeLineas(filtro);
  // Filtered and summed as the file is read, in one pass; the kept lines are stored as pasted.
  const suma = new SumaPorItem();
  const porPortador = new SumaPorPortador();
  let guardadas = 0;
  const registro = await leerRegistroPorTramos(req.texto, (l) => {
    if (!pasa(l)) return false;
    suma.sumar(l);
    porPortador.sumar(l);
    guardadas++;
    return true;
  });
  const filtradas = registro.leidas - guardadas;
  const sumas = suma.filas();
  const mercado = await preciosDe(
    db,
    precios,
    sumas.map((s) => s.item),
  );
  const items = conPrecios(sumas, mercado, req.precios ?? []);
  const pct = req.pctVendido ?? 100;
  const { valor, valorTotal } = valorDe(items, pct);
  const { portadores, otros } = porPortador.valorados(items, valor);
  const texto = await unirPorTramos(registro.guardadas);
  const filtroGuardado = {
    gremio: req.gremio?.trim() || null,
    desde: req.desde ?? null,
    hasta: req.hasta ?? null,
    idSesion: req.idSesion ?? null,
    ...(req.ventanaDeSesion === false ? { ventanaDeSesion: false } : {}),
  };

  return escribir(db, async (tx) => {
    await repo.borrarValoracionesViejas(tx);
    const id = await repo.insertValoracion(tx, {
      idCuenta: cuenta.idCuenta,
      texto,
      filtro: filtroGuardado,
      items,
      lineasInvalidas: registro.invalidas,
      pctVendido: pct,
      valor,
    });
    const resultado: ValoracionBotin = {
      items,
      lineas_invalidas: registro.invalidas,
      lineas_invalidas_total: registro.totalInvalidas,
      valor,
      id_valoracion: id,
      lineas: registro.leidas + registro.totalInvalidas,
      filtradas,
      filtradas_por: fuera,
      ventana: ventanaDe(filtro, deSesion),
      valor_total: valorTotal,
      pct_vendido: pct,
      portadores,
      portadores_otros: otros,
    };
    return {
      resultado,
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: 'valorar_botin',
          entidad: 'valoracion_botin',
          idEntidad: id,
          despues: {
            ...filtroGuardado,
            version: registro.version,
            lineas: resultado.lineas,
            filtradas,
            invalidas: registro.totalInvalidas,
            items: items.length,
            sinPrecio: items.filter((i) => i.precio_unidad === null).length,
            valorTotal,
            pctVendido: pct,
            valor,
          },
        },
      ],
      // No cached answer shows a valuation: nothing to refresh.
      cambio: null,
    };
  });
}
