// The API's sentences about Discord's HTTP interactions, in Português (Brasil) (source: ../es/interacciones.ts).
import type { Traduccion } from '../../idioma.js';
import type { interacciones as fuente } from '../es/interacciones.js';

export const interacciones: Traduccion<typeof fuente> = {
  'interacciones.sinConfigurar': 'As interações do Discord não estão configuradas neste servidor: falta {falta}',
  'interacciones.firmaInvalida': 'A requisição não está assinada pelo Discord (assinatura ausente, inválida ou expirada)',
  'interacciones.cuerpoInvalido': 'O corpo da interação não é um objeto JSON do Discord',
  'interacciones.desconocida': 'Esta ação não existe ou não está mais disponível',
  'interacciones.enCurso': 'Esta interação ainda está sendo processada; aguarde um momento',
  'interacciones.sinVincular':
    'Seu usuário do Discord não está vinculado a nenhuma conta da guilda: entre uma vez com «Entrar com Discord» em {url} (se já tem conta, com «Vincular Discord» em «Minha conta»)',
  'interacciones.sinVincularSinUrl':
    'Seu usuário do Discord não está vinculado a nenhuma conta da guilda: entre uma vez com «Entrar com Discord» no site da guilda (se já tem conta, com «Vincular Discord» em «Minha conta»)',
  'interacciones.fallo': 'Não foi possível concluir agora; tente novamente mais tarde',
  'saldo.descripcion': 'Seu saldo no livro da guilda, seus saques pendentes e seu regear pendente',
  'saldo.titulo': '**Saldo de {nickname}**',
  'saldo.saldo': 'Saldo na guilda: {silver}',
  'saldo.retiros': 'Saques pedidos ou aprovados sem pagar: {silver}',
  'saldo.disponible': 'Disponível para sacar: {silver}',
  'saldo.regearPendiente':
    'Regear a revisar: {n, plural, =0 {nenhum} one {{n} pedido ({silver})} other {{n} pedidos ({silver})}}',
  'saldo.regearAprobado':
    'Regear aprovado sem pagar: {n, plural, =0 {nenhum} one {{n} pedido ({silver})} other {{n} pedidos ({silver})}}',
  'regear.comandoDescripcion': 'Pedir o regear de uma das suas mortes recentes',
  'regear.opcionMuerte': 'Sua morte (digite para buscar entre as recentes)',
  'regear.muerteOpcion': '{fecha}: {silver}{sinPrecio, plural, =0 {} other { ({sinPrecio} sem preço)}}',
  'regear.muerteNoValida': 'Escolha uma das suas mortes da lista',
  'regear.sinPeriodo': 'Nenhum período não finalizado inclui a data dessa morte ({fecha})',
  'regear.reclamado': 'Regear #{id} pedido no período {periodo}: {silver}, aguardando revisão',
  'retiro.comandoDescripcion': 'Pedir um saque do seu saldo na guilda',
  'retiro.opcionMonto': 'A prata a sacar: 5.000.000, 5m, 5kk ou 1,5m',
  'retiro.montoInvalido': 'Escreva o valor como 5.000.000, 5m, 5kk ou 1,5m (prata inteira, maior que 0)',
  'retiro.pedido': 'Saque #{id} pedido: {silver}, aguardando aprovação',
  'pendientes.descripcion': 'Os pedidos de regear e os saques aguardando revisão (TESOUREIRO ou LÍDER)',
  'pendientes.sinPermiso': 'Só um TESOUREIRO ou um LÍDER com a conta vinculada ao Discord pode usar /pendientes',
  'pendientes.regearTitulo': '**Regear a revisar ({n})**',
  'pendientes.retirosTitulo': '**Saques a revisar ({n})**',
  'pendientes.regearLinea': '• #{id} {nickname}: {silver} (período {periodo})',
  'pendientes.retiroLinea': '• #{id} {nickname}: {silver}',
  'pendientes.nada': 'Não há nada aguardando revisão.',
  'pendientes.mas': '… e mais {n}',
  'boton.razonTitulo': 'Recusar {entidad, select, regear {o regear} other {o saque}} #{id}',
  'boton.razonEtiqueta': 'Motivo da recusa',
  'boton.razonFalta': 'Escreva o motivo da recusa',
  'boton.yaDecidido':
    '{entidad, select, regear {O regear} other {O saque}} #{id} já está {estado, select, pendiente {pendente} aprobado {aprovado} rechazado {recusado} pagado {pago} other {cancelado}}{por, select, nadie {} other { por {por}}}; nada foi alterado',
  'boton.hecho': '{entidad, select, regear {Regear} other {Saque}} #{id} {accion, select, aprobar {aprovado} other {recusado}}',
};
