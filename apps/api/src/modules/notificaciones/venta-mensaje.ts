// The Discord messages of «Venta del botín» (docs/venta-botin.md, «Mensajes»): a sale opened (its value,
// its deadline as a Discord timestamp, who opened it, the participants) and closed (sold: the buyer, the
// winning bid, the payment, the distribution; or with no bids), in the guild's language.
import type { CodigoMensaje } from '../../lib/mensajes.js';
import { escapar } from './embed.js';

/** The loot buyout's messages (docs/venta-botin.md, «Mensajes»): a sale opened, and closed (sold or with no bids). */
export type AvisoVenta =
  | {
      tipo: 'venta_abierta';
      idVenta: number;
      idPeriodo: number;
      motivo: string;
      valorMercado: number;
      /** The deadline, ISO (Discord shows it in each reader's zone). */
      cierre: string;
      por: string;
      participantes: string[];
    }
  | {
      tipo: 'venta_cerrada';
      idVenta: number;
      idPeriodo: number;
      motivo: string;
      /** Null: no bids (desierta). */
      comprador: string | null;
      silver: number | null;
      pago: number | null;
      idDistribucion: number | null;
      /** Null: closed by the app when its deadline passed. */
      por: string | null;
      /** Its participants' nicknames (each one's device is told: docs/pwa.md). */
      participantes: string[];
    };

type Traductor = (codigo: CodigoMensaje, valores?: Record<string, string | number>) => string;

const COLORES = { verde: 0x2e7d32, azul: 0x1565c0, gris: 0x546e7a } as const;

/** The message's panel line and its embed's parts (mensajes.ts builds the embed; `estado` 3: the open period's page). */
export function mensajeVenta(aviso: AvisoVenta, t: Traductor, plata: (v: number) => string) {
  const e = escapar;
  if (aviso.tipo === 'venta_abierta')
    return {
      resumen: t('discord.ventaAbiertaResumen', { id: aviso.idVenta, motivo: aviso.motivo, periodo: aviso.idPeriodo }),
      title: t('discord.ventaAbiertaTitulo', { id: aviso.idVenta, motivo: e(aviso.motivo) }),
      color: COLORES.azul,
      estado: 3,
      lineas: [
        t('discord.ventaValor', { silver: plata(aviso.valorMercado) }),
        t('discord.ventaPlazo', { cuando: `<t:${Math.floor(Date.parse(aviso.cierre) / 1000)}:F>` }),
        t('discord.abiertoPor', { por: e(aviso.por) }),
        t('discord.ventaComoPujar', { id: aviso.idPeriodo }),
      ],
      nombres: aviso.participantes,
    };
  const por = aviso.por === null ? t('discord.ventaCerradaSola') : t('discord.cerradoPor', { por: e(aviso.por) });
  if (aviso.comprador === null)
    return {
      resumen: t('discord.ventaDesiertaTitulo', { id: aviso.idVenta, motivo: aviso.motivo }),
      title: t('discord.ventaDesiertaTitulo', { id: aviso.idVenta, motivo: e(aviso.motivo) }),
      color: COLORES.gris,
      estado: 3,
      lineas: [por, t('discord.periodo', { id: aviso.idPeriodo })],
    };
  const silver = plata(aviso.silver ?? 0);
  return {
    resumen: t('discord.ventaVendidaResumen', { id: aviso.idVenta, nickname: aviso.comprador, silver }),
    title: t('discord.ventaVendidaTitulo', { id: aviso.idVenta, nickname: e(aviso.comprador) }),
    color: COLORES.verde,
    estado: 3,
    lineas: [
      t('discord.motivo', { motivo: e(aviso.motivo) }),
      t('discord.ventaCompra', { silver, pago: plata(aviso.pago ?? 0) }),
      t('discord.ventaDistribucion', { id: aviso.idDistribucion ?? 0 }),
      por,
      t('discord.periodo', { id: aviso.idPeriodo }),
    ],
  };
}
