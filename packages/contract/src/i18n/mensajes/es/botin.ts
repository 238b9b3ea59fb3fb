// The API's sentences in Spanish about the loot valuation (docs/botin.md). The source of pt-BR and en.
export const botin = {
  // The request's prices (packages/contract/src/botin.ts; its other field messages are in campos.ts).
  'botin.precioNumero': 'El precio debe ser un número',
  'botin.precioEntero': 'El precio debe ser un número entero',
  'botin.precioNegativo': 'El precio no puede ser negativo',
  // Why a line of the file is not read (a line's `motivo`).
  'botin.motivoCamposV2': 'La línea debe tener 10 campos separados por «;» y tiene {campos}',
  'botin.motivoCamposV1': 'La línea debe tener 5 o 6 campos separados por «;» y tiene {campos}',
  'botin.motivoFecha': 'La fecha «{fecha}» no es válida',
  'botin.motivoCantidad': 'La cantidad «{cantidad}» no es un número entero entre 1 y 1.000.000',
  'botin.motivoItem': 'El id de objeto «{item}» no es válido',
  // The valuation's rules.
  'botin.ventanaInvertida': 'La fecha «desde» no puede ser posterior a «hasta»',
  'botin.precioRepetido': 'El precio de {item} está repetido',
  'botin.valorExcesivo': 'El valor del botín ({valor}) supera el máximo de 1.000.000.000.000',
  'botin.sesionNoExiste': 'No existe la sesión de asistencia {id}',
  'botin.demasiadosObjetos':
    'El registro tiene más de 1.000 objetos distintos en las líneas que pasan el filtro; valórelo por partes (con una ventana de tiempo más corta, por ejemplo)',
  // Linking a valuation and a session to a new distribution (docs/botin.md, docs/asistencia.md).
  'botin.valoracionNoExiste': 'No existe la valoración de botín {id}',
  'botin.valoracionVinculada': 'La valoración de botín {id} ya está vinculada a la distribución {distribucion}',
  'botin.valoracionOtroValor': 'El valor del botín ({valor}) no coincide con el de la valoración de botín {id} ({valoracion})',
  'botin.sesionSinTerminar': 'La sesión de asistencia {id} no ha terminado: termínela antes de repartir',
  'botin.sesionVinculada': 'La sesión de asistencia {id} ya está vinculada a la distribución {distribucion}',
  // A body over this route's own limit (8 MB; every other route says «máximo 1 MB»).
  'botin.cuerpoDemasiadoGrande': 'El cuerpo de la petición es demasiado grande (máximo {mb} MB)',
} as const;
