// Test support only (nothing in the app imports it): in-memory implementations of the regear's
// `Killboard` and `PreciosMercado` (adapters/albion/killboard.ts), for the API tests and the route walk
// (testing/escrituras.ts). The HTTP clients and their fakes are tested on their own (adapters/albion).
import type { SlotEquipo } from '@reparto/contract';
import { GatewayTimeout, ServiceUnavailable } from '../../lib/errors.js';
import {
  clavePrecio,
  type EventoMuerte,
  type Killboard,
  type ObjetoEquipo,
  type PrecioMercado,
  type PreciosMercado,
} from '../../adapters/albion/killboard.js';

export const GREMIO_PRUEBA = 'GremioDePruebaId0000001';

export interface KillboardMemoria extends Killboard {
  /** gameinfo's Id of each nickname (lower-case). */
  jugadores: Map<string, string>;
  eventos: Map<number, EventoMuerte>;
  /** Calls of `evento`, to count them. */
  llamadas: number[];
  /** 'caido': every call answers 503; 'lento': 504. */
  fallo: null | 'caido' | 'lento';
}

export function killboardMemoria(guildId = GREMIO_PRUEBA): KillboardMemoria {
  const k: KillboardMemoria = {
    configured: true,
    guildId,
    jugadores: new Map(),
    eventos: new Map(),
    llamadas: [],
    fallo: null,
    idJugador: async (nickname) => (comprobar(k), k.jugadores.get(nickname.toLowerCase()) ?? null),
    muertes: async (albionId) => (
      comprobar(k),
      [...k.eventos.values()].filter((e) => e.Victim.Id === albionId).sort((a, b) => b.TimeStamp.localeCompare(a.TimeStamp))
    ),
    evento: async (eventId) => (comprobar(k), k.llamadas.push(eventId), k.eventos.get(eventId) ?? null),
    eventosDeBatalla: async (battleId, offset, limit) => (
      comprobar(k),
      [...k.eventos.values()].filter((e) => e.BattleId === battleId).slice(offset, offset + limit)
    ),
  };
  return k;
}

function comprobar(k: { fallo: null | 'caido' | 'lento' }) {
  if (k.fallo === 'caido') throw new ServiceUnavailable('albion.simuladoCaido');
  if (k.fallo === 'lento') throw new GatewayTimeout('albion.simuladoLento');
}

let siguienteEvento = 900_000_000 + Math.floor(Math.random() * 1_000_000);
export const nuevoEventId = () => ++siguienteEvento;

const obj = (Type: string, Quality = 2, Count = 1): ObjetoEquipo => ({ Type, Count, Quality });

/** A death with the usual guild gear (T8.1 armor set and weapon, a bag, a mount, a potion). */
export function muerte(input: {
  victimId: string;
  nombre?: string;
  eventId?: number;
  fecha?: Date;
  guildId?: string;
  ip?: number;
  battleId?: number | null;
  equipo?: Partial<Record<SlotEquipo, ObjetoEquipo | null>>;
}): EventoMuerte {
  return {
    EventId: input.eventId ?? nuevoEventId(),
    TimeStamp: (input.fecha ?? new Date(Date.now() - 60_000)).toISOString(),
    BattleId: input.battleId === undefined ? 123_456 : input.battleId,
    Victim: {
      Id: input.victimId,
      Name: input.nombre ?? 'Victima',
      GuildId: input.guildId ?? GREMIO_PRUEBA,
      GuildName: 'Gremio de prueba',
      AverageItemPower: input.ip ?? 1400,
      Equipment: {
        MainHand: obj('T8_2H_CLAYMORE@1'),
        OffHand: null,
        Head: obj('T8_HEAD_PLATE_SET1@1'),
        Armor: obj('T8_ARMOR_PLATE_SET1@1'),
        Shoes: obj('T8_SHOES_PLATE_SET1@1'),
        Cape: obj('T6_CAPE'),
        Bag: obj('T6_BAG'),
        Mount: obj('T5_MOUNT_ARMORED_HORSE', 1),
        Potion: obj('T6_POTION_HEAL', 0, 5),
        Food: null,
        ...input.equipo,
      },
    },
  };
}

export interface PreciosMemoria extends PreciosMercado {
  /** The best price of each `clavePrecio(item, calidad)`; absent: no data (sin precio). */
  tabla: Map<string, PrecioMercado>;
  pedidos: { items: string[]; ciudades: string[] }[];
  fallo: null | 'caido' | 'lento';
}

export function preciosMemoria(): PreciosMemoria {
  const p: PreciosMemoria = {
    configured: true,
    tabla: new Map(),
    pedidos: [],
    fallo: null,
    precios: async (pedidos, ciudades) => {
      if (p.fallo === 'caido') throw new ServiceUnavailable('albion.adpSimuladoCaido');
      if (p.fallo === 'lento') throw new GatewayTimeout('albion.adpSimuladoLento');
      p.pedidos.push({ items: pedidos.map((x) => x.item), ciudades: [...ciudades] });
      const clave = (x: { item: string; calidad: number }) => clavePrecio(x.item, x.calidad);
      return new Map(pedidos.map((x) => [clave(x), p.tabla.get(clave(x)) ?? null]));
    },
  };
  return p;
}

/** A market price seen in Caerleon yesterday. */
export const precioMercado = (precio: number, ciudad = 'Caerleon', calidad = 2): PrecioMercado => ({
  precio,
  ciudad,
  calidad,
  fecha: new Date(Date.now() - 86_400_000).toISOString(),
});
