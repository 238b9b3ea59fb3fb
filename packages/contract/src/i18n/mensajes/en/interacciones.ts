// The API's sentences about Discord's HTTP interactions, in English (source: ../es/interacciones.ts).
import type { Traduccion } from '../../idioma.js';
import type { interacciones as fuente } from '../es/interacciones.js';

export const interacciones: Traduccion<typeof fuente> = {
  'interacciones.sinConfigurar': 'Discord interactions are not configured on this server: {falta} is missing',
  'interacciones.firmaInvalida': 'The request is not signed by Discord (signature missing, invalid or expired)',
  'interacciones.cuerpoInvalido': "The interaction's body is not a Discord JSON object",
  'interacciones.desconocida': 'This action does not exist or is no longer available',
  'interacciones.enCurso': 'This interaction is still being processed; wait a moment',
  'interacciones.sinVincular':
    'Your Discord user is not linked to any account of the guild: sign in once with «Sign in with Discord» at {url} (if you already have an account, with «Link Discord» in «My account»)',
  'interacciones.sinVincularSinUrl':
    "Your Discord user is not linked to any account of the guild: sign in once with «Sign in with Discord» on the guild's website (if you already have an account, with «Link Discord» in «My account»)",
  'interacciones.fallo': 'It could not be completed now; try again later',
  'saldo.descripcion': "Your balance in the guild's ledger, your pending withdrawals and your pending regear",
  'saldo.titulo': "**{nickname}'s balance**",
  'saldo.saldo': 'Balance with the guild: {silver}',
  'saldo.retiros': 'Withdrawals asked or approved, not paid: {silver}',
  'saldo.disponible': 'Available to withdraw: {silver}',
  'saldo.regearPendiente': 'Regear to review: {n, plural, =0 {none} one {{n} claim ({silver})} other {{n} claims ({silver})}}',
  'saldo.regearAprobado':
    'Regear approved, not paid: {n, plural, =0 {none} one {{n} claim ({silver})} other {{n} claims ({silver})}}',
  'regear.comandoDescripcion': 'Claim the regear of one of your recent deaths',
  'regear.opcionMuerte': 'Your death (type to search the recent ones)',
  'regear.muerteOpcion': '{fecha}: {silver}{sinPrecio, plural, =0 {} other { ({sinPrecio} without a price)}}',
  'regear.muerteNoValida': 'Choose one of your deaths from the list',
  'regear.sinPeriodo': "No period that is not finalized includes that death's date ({fecha})",
  'regear.reclamado': 'Regear #{id} claimed in period {periodo}: {silver}, waiting for review',
  'retiro.comandoDescripcion': 'Ask for a withdrawal from your balance with the guild',
  'retiro.opcionMonto': 'The silver to withdraw: 5.000.000, 5m, 5kk or 1,5m',
  'retiro.montoInvalido': 'Write the amount as 5.000.000, 5m, 5kk or 1,5m (whole silver, more than 0)',
  'retiro.pedido': 'Withdrawal #{id} asked: {silver}, waiting for approval',
  'pendientes.descripcion': 'The regear claims and withdrawals waiting for review (TREASURER or LEADER)',
  'pendientes.sinPermiso': 'Only a TREASURER or a LEADER with their account linked to Discord can use /pendientes',
  'pendientes.regearTitulo': '**Regear to review ({n})**',
  'pendientes.retirosTitulo': '**Withdrawals to review ({n})**',
  'pendientes.regearLinea': '• #{id} {nickname}: {silver} (period {periodo})',
  'pendientes.retiroLinea': '• #{id} {nickname}: {silver}',
  'pendientes.nada': 'Nothing is waiting for review.',
  'pendientes.mas': '… and {n} more',
  'boton.razonTitulo': 'Reject {entidad, select, regear {regear} other {withdrawal}} #{id}',
  'boton.razonEtiqueta': 'Reason for the rejection',
  'boton.razonFalta': 'Write the reason for the rejection',
  'boton.yaDecidido':
    '{entidad, select, regear {Regear} other {Withdrawal}} #{id} is already {estado, select, pendiente {pending} aprobado {approved} rechazado {rejected} pagado {paid} other {cancelled}}{por, select, nadie {} other { by {por}}}; nothing was changed',
  'boton.hecho':
    '{entidad, select, regear {Regear} other {Withdrawal}} #{id} {accion, select, aprobar {approved} other {rejected}}',
};
