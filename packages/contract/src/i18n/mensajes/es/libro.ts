// The API's sentences about the ledger and the withdrawals (docs/libro.md).
export const libro = {
  'libro.periodoAcumula':
    'El periodo {id} abona las partes a los saldos de los miembros: no se registran pagos por jugador, cada miembro pide un retiro',
  'libro.concepto.cierre': 'Cierre del periodo',
  'libro.concepto.regear': 'Regear aprobado',
  'libro.concepto.regear_rechazado': 'Regear rechazado',
  'libro.concepto.pago': 'Pago en el juego',
  'libro.concepto.pago_deshecho': 'Pago deshecho',
  'libro.concepto.pago_regear': 'Regear pagado en el juego',
  'libro.concepto.pago_regear_deshecho': 'Pago de regear deshecho',
  'libro.concepto.retiro': 'Retiro pagado en el juego',
  'libro.concepto.retiro_deshecho': 'Pago de retiro deshecho',
  'libro.concepto.ajuste': 'Ajuste',
  'libro.cuenta.botin': 'Botín',
  'libro.cuenta.tesoreria': 'Tesorería',
  'libro.cuenta.fondo_regear': 'Fondo de regear',
  'libro.cuenta.pagado_juego': 'Pagado en el juego',
} as const;
