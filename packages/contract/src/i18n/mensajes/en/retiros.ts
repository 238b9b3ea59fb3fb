// The API's sentences about the withdrawals, in English (source: ../es/retiros.ts).
import type { Traduccion } from '../../idioma.js';
import type { retiros as fuente } from '../es/retiros.js';

export const retiros: Traduccion<typeof fuente> = {
  'retiro.noExiste': 'Withdrawal #{id} does not exist',
  'retiro.superaDisponible': 'The silver asked for ({silver}) is more than what can be withdrawn: {disponible}',
  'retiro.limiteSemanal': 'Above the weekly cap of {cargo}: {limite} in 7 days (already asked: {usado})',
  'retiro.enEstado':
    'Withdrawal #{id} is {estado, select, pendiente {pending} aprobado {approved} rechazado {rejected} pagado {paid} other {cancelled}}: it cannot be {accion, select, aprobar {approved} rechazar {rejected} pagar {paid} deshacer {unpaid} other {cancelled}}',
  'retiro.paraOtro': 'Only a TREASURER or the LEADER asks for a withdrawal for another player',
  'retiro.verOtro': "Only a TREASURER, the LEADER or a DISTRIBUTOR sees another player's withdrawals",
  'retiro.cancelarAjeno': 'Only the player, a TREASURER or the LEADER cancels withdrawal #{id}',
  'retiro.revisionPropia':
    'Nobody approves or pays their own withdrawal: withdrawal #{id} is approved or paid by another officer',
  'retiro.saldoInsuficiente': "{nickname}'s balance ({saldo}) is not enough to pay withdrawal #{id} ({silver})",
  'retiro.pagados':
    '{n, plural, one {1 withdrawal paid} other {{n} withdrawals paid}}{ya, plural, =0 {} one { (1 was already paid)} other { ({ya} were already paid)}}',
  'arqueo.jugadorDesconocido': 'The app knows no player {jugador}',
  'arqueo.sinRetiro': '{jugador} has no approved withdrawal nor pending payment of {silver}',
  'arqueo.retiroYaPagado': "{jugador}'s withdrawal #{id} of {silver} is already paid",
  'arqueo.sinAjuste': "No leader's adjustment credits {silver} to {jugador} or to the Treasury",
  'arqueo.otraLinea': 'The line is neither a withdrawal nor a deposit',
  'discord.retiroSolicitado': 'Withdrawal requested',
  'discord.retiroAprobado': 'Withdrawal approved',
  'discord.retiroRechazado': 'Withdrawal rejected',
  'discord.retiroPagado': 'Withdrawal paid',
  'discord.retiroResumen': '{titulo} #{id}: {silver} of {jugador}',
  'discord.retiroTitulo': '{titulo} #{id}: {jugador}',
  'discord.solicitadoPor': 'Requested by',
  'discord.pagadoPor': 'Paid by',
};
