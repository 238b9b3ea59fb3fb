// Data the regear tests hand to the screens (test support only).
import type { ItemRegear, Muerte, Reclamo } from '@reparto/contract';

export const item = (over: Partial<ItemRegear> = {}): ItemRegear => ({
  slot: 'Head',
  item: 'T8_HEAD_PLATE_SET1@1',
  calidad: 2,
  cuenta: 1,
  tier_eq: 9,
  precio: 120_000,
  fuente: { tipo: 'mercado', ciudad: 'Caerleon' },
  silver: 120_000,
  ...over,
});

export const ITEMS: ItemRegear[] = [
  item(),
  item({ slot: 'Armor', item: 'T8_ARMOR_PLATE_SET1', calidad: 3, tier_eq: 8, precio: null, silver: 0, fuente: undefined }),
  item({
    slot: 'Bag',
    item: 'T4_BAG',
    calidad: 1,
    tier_eq: 4,
    motivo: 'La bolsa nunca cuenta',
    precio: undefined,
    silver: 0,
    fuente: undefined,
  }),
];

export const muerte = (over: Partial<Muerte> = {}): Muerte => ({
  eventId: 123456789,
  fecha: '2026-11-20T21:15:00.000Z',
  battleId: 555,
  ip: 1320.4,
  items: ITEMS,
  reclamada: false,
  ...over,
});

export const reclamo = (over: Partial<Reclamo> = {}): Reclamo => ({
  id_reclamo: 41,
  id_periodo: 7,
  id_distribucion: null,
  id_player: 5,
  nickname: 'ana',
  event_id: 123456789,
  battle_id: 555,
  fecha_muerte: '2026-11-20T21:15:00.000Z',
  fecha_reclamo: '2026-11-20T22:00:00.000Z',
  estado: 'pendiente',
  silver: 120_000,
  silver_reglas: 120_000,
  sin_precio: 1,
  items: ITEMS,
  razon: null,
  revisado_por: null,
  pagado_por: null,
  fecha_pago: null,
  ...over,
});
