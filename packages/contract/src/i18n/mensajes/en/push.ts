// The API's sentences about Web Push, in English (source: ../es/push.ts).
import type { Traduccion } from '../../idioma.js';
import type { push as fuente } from '../es/push.js';

export const push: Traduccion<typeof fuente> = {
  'push.guardada': 'Notifications on in this device',
  'push.baja': 'Notifications off in this device',
  'push.noConfigurado': 'This server has no device notifications: VAPID_PUBLIC_KEY is missing',
  'push.pagadoTitulo': 'Payment received',
  'push.pagadoCuerpo': 'You were paid {silver} from period {idPeriodo} ({lugar})',
  'push.retiroPagadoCuerpo': 'Your withdrawal #{id} was paid: {silver}',
  'push.regearPagadoCuerpo': 'Your regear #{id} was paid: {silver}',
  'push.retiroTitulo': '{aprobado, select, si {Withdrawal approved} other {Withdrawal rejected}}',
  'push.retiroCuerpo': 'Withdrawal #{id} of {silver}',
  'push.regearTitulo': '{aprobado, select, si {Regear approved} other {Regear rejected}}',
  'push.regearCuerpo': 'Regear #{id} of {silver}',
  'push.recordatorioTitulo': 'Event in {minutos} min',
  'push.recordatorioCuerpo': '{titulo} at {lugar}',
  'push.ventaAbiertaTitulo': 'Loot sale {id}: you can bid',
  'push.ventaAbiertaCuerpo': '{motivo}: market value {valor}. Bid before it closes.',
  'push.ventaGanadaTitulo': 'You won loot sale {id}',
  'push.ventaGanadaCuerpo': '{motivo}: your bid of {silver} won; pay {pago} (the bid minus your share).',
  'push.ventaCerradaTitulo': 'Loot sale {id} closed',
  'push.ventaVendidaCuerpo': '{motivo}: {comprador} bought it for {silver}; your share is in distribution {idDistribucion}.',
  'push.ventaDesiertaCuerpo': '{motivo}: nobody bid; no distribution was made.',
};
