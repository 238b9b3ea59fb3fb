// The API description's shared texts: the tags (each route names its own in its `endpoint()`,
// lib/route.ts) and the sentences that end the descriptions — who may call the route
// (docs/domain.md, "Permissions") and what a CSV export is.

export const TAGS = [
  { name: 'auth', description: 'Inicio de sesión y renovación del token (cabecera `x-token`).' },
  {
    name: 'jugadores',
    description: 'Gestión de jugadores del gremio (solo el líder) y comprobación de membresía en Albion Online.',
  },
  { name: 'periodos', description: 'Periodos de distribución: creación, valor, cierre, pagos, finalización y clasificaciones.' },
  {
    name: 'distribuciones',
    description: 'Distribuciones de plata dentro de un periodo abierto y los canales de voz de Discord.',
  },
  { name: 'cuentas', description: 'Cuentas de acceso: cargos, contraseñas, activación y Discord (solo el líder), y Mi cuenta.' },
  { name: 'auditoria', description: 'Registro de auditoría de cada escritura (solo el líder).' },
  { name: 'notificaciones', description: 'Mensajes al canal de Discord del gremio (cola de salida), solo el líder.' },
  {
    name: 'eventos',
    description: 'Cambios confirmados en vivo (server-sent events) para que las pantallas se actualicen solas.',
  },
  {
    name: 'regear',
    description:
      'Regear: reclamos del equipo perdido en el contenido del gremio, leídos del killboard de Albion, valorados por las reglas, revisados y pagados con el periodo.',
  },
  {
    name: 'asistencia',
    description:
      'Asistencia: sesiones que registran quién estuvo en un canal de voz de Discord y cuánto tiempo, para sugerir los pesos de una distribución.',
  },
  {
    name: 'retiros',
    description:
      'Retiros: un miembro pide plata de su saldo del libro; TESORERO o LIDER lo aprueban o rechazan, TESORERO o un DISTRIBUIDOR lo pagan en el juego; límites semanales por cargo.',
  },
  {
    name: 'gremio',
    description:
      'Ajustes del gremio: nombre, servidor de Discord, gremio en Albion, impuesto por defecto, idioma, avisos de pagos y modo de pago (los edita el líder).',
  },
  {
    name: 'alianzas',
    description:
      'Alianzas entre gremios: proponer, aceptar, rechazar y salir (los líderes), los repartos de alianza asentados en el libro de cada gremio y el pago de cada parte por el gremio del jugador (docs/alianzas.md).',
  },
  {
    name: 'operador',
    description:
      'El operador del alojamiento: crea, suspende, reactiva y exporta gremios y fija sus cuotas (docs/deploy.md, «Operador»).',
  },
  {
    name: 'libro',
    description:
      'El libro del gremio: cuentas con su saldo, movimientos con el saldo corrido, el saldo de un miembro y los ajustes del líder (docs/libro.md).',
  },
  {
    name: 'plantillas',
    description:
      'Plantillas de reparto por tipo de contenido (ZvZ, HCE…): impuesto, pesos por rol y puesto, extras fijos, regear primero, peso de reserva y la parte de regear; versionadas (docs/calendario.md).',
  },
  {
    name: 'exportar',
    description:
      'Exportaciones CSV para Excel en español: UTF-8 con BOM, `;` entre campos, CRLF, comillas RFC 4180, plata como enteros, fechas ISO 8601.',
  },
  {
    name: 'calendario',
    description:
      'Calendario: eventos planificados con inscripciones por rol, plantillas de reparto y el calendario iCalendar del gremio (docs/calendario.md).',
  },
  {
    name: 'ventas',
    description:
      'Venta del botín: los participantes pujan por el botín (un porcentaje de su valor de mercado o una cantidad) hasta un plazo; la puja más alta lo compra y su pago se reparte (docs/venta-botin.md).',
  },
] as const;

export type TagName = (typeof TAGS)[number]['name'];

/** Who may call a route: the last sentence of its description. */
export const QUIEN = {
  lider: 'Requiere una cuenta con el cargo 1 (LIDER).',
  operador: 'Requiere una cuenta del operador del alojamiento (OPERADOR_EMAILS u OPERADOR_DISCORD_IDS); ningún cargo basta.',
  tesorero: 'Requiere una cuenta con el cargo 8 (TESORERO).',
  encargado: 'Requiere una cuenta con el cargo 7 (ENCARGADO DE CONTENIDO).',
  encargadoOLider: 'Requiere una cuenta con el cargo 7 (ENCARGADO DE CONTENIDO) o 1 (LIDER).',
  calendario: 'Requiere una cuenta con el cargo 7 (ENCARGADO DE CONTENIDO), 8 (TESORERO) o 1 (LIDER).',
  distribuidor: 'Solo el distribuidor del periodo, con el periodo En distribución.',
  cuenta: 'Requiere una cuenta.',
  lectoresLibro: 'Requiere una cuenta con el cargo 8 (TESORERO), 1 (LIDER) o 5 (DISTRIBUIDOR).',
  propiaOLectoresLibro: 'El propio jugador, o TESORERO, LIDER o DISTRIBUIDOR para cualquiera (403 si no). Requiere una cuenta.',
  publico: 'Pública: no necesita token.',
} as const;

/** What every CSV export sends (modules/exportar/csv.ts). */
export const ARCHIVO_CSV =
  'Un archivo CSV (UTF-8 con BOM, separado por punto y coma, CRLF; un texto que empieza con =, +, - o @ lleva delante un apóstrofo), enviado por partes';
