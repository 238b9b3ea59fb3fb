// The API's sentences about the ledger and the withdrawals, in Brazilian Portuguese (source: ../es/libro.ts).
import type { Traduccion } from '../../idioma.js';
import type { libro as fuente } from '../es/libro.js';

export const libro: Traduccion<typeof fuente> = {
  'libro.periodoAcumula':
    'O período {id} credita as partes nos saldos dos membros: não se registram pagamentos por jogador, cada membro pede um saque',
  'libro.concepto.cierre': 'Fechamento do período',
  'libro.concepto.regear': 'Regear aprovado',
  'libro.concepto.regear_rechazado': 'Regear rejeitado',
  'libro.concepto.pago': 'Pago no jogo',
  'libro.concepto.pago_deshecho': 'Pagamento desfeito',
  'libro.concepto.pago_regear': 'Regear pago no jogo',
  'libro.concepto.pago_regear_deshecho': 'Pagamento de regear desfeito',
  'libro.concepto.retiro': 'Saque pago no jogo',
  'libro.concepto.retiro_deshecho': 'Pagamento de saque desfeito',
  'libro.concepto.ajuste': 'Ajuste',
  'libro.concepto.venta_botin': 'Venda do saque',
  'libro.concepto.alianza': 'Divisão de aliança',
  'libro.concepto.pago_alianza': 'Parte de aliança paga no jogo',
  'libro.cuenta.botin': 'Espólio',
  'libro.cuenta.tesoreria': 'Tesouraria',
  'libro.cuenta.fondo_regear': 'Fundo de regear',
  'libro.cuenta.pagado_juego': 'Pago no jogo',
  'libro.soloPropia': 'Você só pode ver a sua própria conta do livro',
  'libro.cuentaNoExiste': 'A conta {id} do livro não existe',
  'libro.cuentaRepetida': 'Já existe uma conta chamada «{nombre}»',
  'libro.cuentaCreada': 'Conta «{nombre}» criada',
  'libro.ajusteRegistrado': 'Ajuste de {silver} registrado em {cuenta}',
  'plata.saldo': 'Saldo na guilda: {silver}',
};
