// The API's sentences about the withdrawals, in Brazilian Portuguese (source: ../es/retiros.ts).
import type { Traduccion } from '../../idioma.js';
import type { retiros as fuente } from '../es/retiros.js';

export const retiros: Traduccion<typeof fuente> = {
  'retiro.noExiste': 'O saque #{id} não existe',
  'retiro.superaDisponible': 'A prata pedida ({silver}) supera a disponível para sacar: {disponible}',
  'retiro.limiteSemanal': 'Supera o limite semanal de {cargo}: {limite} em 7 dias (já pedido: {usado})',
  'retiro.enEstado':
    'O saque #{id} está {estado, select, pendiente {pendente} aprobado {aprovado} rechazado {rejeitado} pagado {pago} other {cancelado}}: não é possível {accion, select, aprobar {aprová-lo} rechazar {rejeitá-lo} pagar {pagá-lo} deshacer {desfazer o pagamento} other {cancelá-lo}}',
  'retiro.paraOtro': 'Só TESOUREIRO ou LÍDER pedem um saque para outro jogador',
  'retiro.verOtro': 'Só TESOUREIRO, LÍDER ou DISTRIBUIDOR veem os saques de outro jogador',
  'retiro.cancelarAjeno': 'Só o próprio jogador, TESOUREIRO ou LÍDER cancelam o saque #{id}',
  'retiro.revisionPropia': 'Ninguém aprova nem paga o próprio saque: o saque #{id} é aprovado ou pago por outro oficial',
  'retiro.saldoInsuficiente': 'O saldo de {nickname} ({saldo}) não basta para pagar o saque #{id} ({silver})',
  'retiro.pagados':
    '{n, plural, one {1 saque pago} other {{n} saques pagos}}{ya, plural, =0 {} one { (1 já estava pago)} other { ({ya} já estavam pagos)}}',
  'arqueo.jugadorDesconocido': 'O app não conhece nenhum jogador {jugador}',
  'arqueo.sinRetiro': '{jugador} não tem um saque aprovado nem um pagamento pendente de {silver}',
  'arqueo.retiroYaPagado': 'O saque #{id} de {jugador} por {silver} já está pago',
  'arqueo.sinAjuste': 'Nenhum ajuste do líder credita {silver} a {jugador} nem à Tesouraria',
  'arqueo.otraLinea': 'A linha não é um saque nem um depósito',
  'discord.retiroSolicitado': 'Saque solicitado',
  'discord.retiroAprobado': 'Saque aprovado',
  'discord.retiroRechazado': 'Saque rejeitado',
  'discord.retiroPagado': 'Saque pago',
  'discord.retiroResumen': '{titulo} #{id}: {silver} de {jugador}',
  'discord.retiroTitulo': '{titulo} #{id}: {jugador}',
  'discord.solicitadoPor': 'Solicitado por',
  'discord.pagadoPor': 'Pago por',
};
