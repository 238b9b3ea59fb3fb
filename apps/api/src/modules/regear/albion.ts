// What filing a claim reads from Albion (docs/regear.md): the player's gameinfo Id and the market prices
// of a death's items, read before the claim's transaction (no lock held during an outside call).
import type { ReglasRegear } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError, NotFound } from '../../lib/errors.js';
import type { EventoMuerte, Killboard, PreciosMercado } from '../../adapters/albion/killboard.js';
import { guardarAlbionId } from '../jugadores/jugadores.repository.js';
import { pedidosDePrecio, type Precios } from './valorar.js';

/** The player's gameinfo Id: stored, or searched once by nickname and stored. */
export async function albionIdDe(
  db: DbOrTx,
  killboard: Killboard,
  j: { idPlayer: number; nickname: string; albionId: string | null },
) {
  if (j.albionId) return j.albionId;
  const id = await killboard.idJugador(j.nickname);
  if (!id) throw new NotFound('regear.noEnAlbion', { nickname: j.nickname });
  await guardarAlbionId(db, j.idPlayer, id);
  return id;
}

/** Market prices; null when the price API is down (503/504): the counted items are then sin precio. */
export async function preciosDe(precios: PreciosMercado, eventos: EventoMuerte[], reglas: ReglasRegear): Promise<Precios> {
  const pedidos = pedidosDePrecio(eventos, reglas);
  if (pedidos.length === 0) return new Map();
  try {
    return await precios.precios(pedidos, reglas.ciudades);
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 503 || error.statusCode === 504)) return null;
    throw error;
  }
}
