// The catalogue of «Nueva distribución»'s template part, its source (docs/idiomas.md).
const es = {
  // The picker (elegir-plantilla.tsx).
  'plantilla.label': 'Plantilla',
  'plantilla.ninguna': 'Sin plantilla',
  'plantilla.cargando': 'Cargando plantillas…',
  'plantilla.error': 'No se pudieron leer las plantillas: los valores se escriben a mano.',
  'plantilla.opcion': '{nombre} (v{version})',
  'plantilla.aplicada':
    'Valores de la plantilla {nombre} (v{version}) puestos: impuesto, pesos por rol, extras fijos y reserva. Todos se pueden cambiar.',
  // The fixed extras (extras-fijos.tsx).
  'extras.titulo': 'Extras fijos',
  'extras.ayuda': 'Se pagan antes del reparto por peso, cada uno a un jugador de la lista.',
  'extras.ninguno': 'Sin extras fijos.',
  'extras.concepto': 'Concepto del extra {n}',
  'extras.plata': 'Plata del extra {n}',
  'extras.para': 'Quién recibe el extra {n}',
  'extras.elegir': 'Elija un jugador',
  'extras.quitar': 'Quitar el extra {concepto}',
  'extras.agregar': 'Añadir extra',
  'extras.sinJugador': 'Elija quién recibe este extra: un extra sin jugador no se puede crear',
  'extras.sinConcepto': 'Escriba el concepto del extra',
  'extras.sinPlata': 'Escriba la plata del extra: un número entero mayor que 0',
  'extras.superan': 'Los extras fijos ({extras}) no dejan plata para repartir: la plata es {silver}',
  // The confirmation (de-la-plantilla.tsx).
  'conf.de': 'De la plantilla {nombre} (v{version}): {valores}',
  'conf.aMano': 'Cambiado a mano: {valores}',
  'conf.impuesto': 'impuesto {pct} %',
  'conf.impuestoCambiado': 'impuesto {pct} % (la plantilla dice {plantilla} %)',
  'conf.rol': '{rol} ×{peso}',
  'conf.reserva': 'reserva ×{peso}',
  'conf.extraPara': '{concepto} +{silver} para {nickname}',
  'conf.extraQuitado': 'sin el extra {concepto}',
  'conf.regearPrimero': 'regear primero',
  'conf.peso': '{nickname} peso {peso}',
};
export default es;
