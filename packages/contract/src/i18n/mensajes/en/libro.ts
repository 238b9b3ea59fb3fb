// The API's sentences about the ledger and the withdrawals, in English (source: ../es/libro.ts).
import type { Traduccion } from '../../idioma.js';
import type { libro as fuente } from '../es/libro.js';

export const libro: Traduccion<typeof fuente> = {
  'libro.periodoAcumula':
    "Period {id} credits the shares to the members' balances: no payment is recorded per player, each member asks for a withdrawal",
  'libro.concepto.cierre': 'Period closed',
  'libro.concepto.regear': 'Regear approved',
  'libro.concepto.regear_rechazado': 'Regear rejected',
  'libro.concepto.pago': 'Paid in game',
  'libro.concepto.pago_deshecho': 'Payment undone',
  'libro.concepto.pago_regear': 'Regear paid in game',
  'libro.concepto.pago_regear_deshecho': 'Regear payment undone',
  'libro.concepto.retiro': 'Withdrawal paid in game',
  'libro.concepto.retiro_deshecho': 'Withdrawal payment undone',
  'libro.concepto.ajuste': 'Adjustment',
  'libro.concepto.venta_botin': 'Loot buyout',
  'libro.concepto.alianza': 'Alliance split',
  'libro.concepto.pago_alianza': 'Alliance share paid in game',
  'libro.cuenta.botin': 'Loot',
  'libro.cuenta.tesoreria': 'Treasury',
  'libro.cuenta.fondo_regear': 'Regear fund',
  'libro.cuenta.pagado_juego': 'Paid in game',
  'libro.soloPropia': 'You can only see your own ledger account',
  'libro.cuentaNoExiste': 'Ledger account {id} does not exist',
  'libro.cuentaRepetida': 'An account named «{nombre}» already exists',
  'libro.cuentaCreada': 'Account «{nombre}» created',
  'libro.ajusteRegistrado': 'Adjustment of {silver} recorded on {cuenta}',
  'plata.saldo': 'Balance with the guild: {silver}',
};
