// What the OpenAPI description says about each operation, keyed by "METHOD /url" (one entry per
// documented route). The route files keep their schemas and summaries; the plugin in
// plugins/openapi.ts adds these ids, tags and descriptions. Permissions: docs/domain.md, "Permissions".

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
    name: 'exportar',
    description:
      'Exportaciones CSV para Excel en español: UTF-8 con BOM, `;` entre campos, CRLF, comillas RFC 4180, plata como enteros, fechas ISO 8601.',
  },
] as const;

export type TagName = (typeof TAGS)[number]['name'];

export interface OperationDoc {
  operationId: string;
  tag: TagName;
  description: string;
}

const LIDER = 'Requiere una cuenta con el cargo 1 (LIDER).';
const CARGO_8 = 'Requiere una cuenta con el cargo 8 (TESORERO).';
const CARGO_7 = 'Requiere una cuenta con el cargo 7 (ENCARGADO DE CONTENIDO).';
const PUBLICO = 'Pública: no necesita token.';

export const OPERATIONS: Record<string, OperationDoc> = {
  'POST /api/auth/login': {
    operationId: 'login',
    tag: 'auth',
    description:
      'Comprueba email y contraseña y devuelve un token con el email, el nickname, el cargo del jugador y los cargos de la cuenta. ' +
      'Un email o una contraseña incorrectos dan el mismo mensaje; los intentos por minuto y dirección están limitados (429).',
  },
  'POST /api/auth/validarJsonWebToken': {
    operationId: 'validarToken',
    tag: 'auth',
    description: 'Valida el token de la cabecera `x-token` y responde como el inicio de sesión, con un token renovado.',
  },
  'GET /api/auth/discord/config': {
    operationId: 'configDiscord',
    tag: 'auth',
    description: `Dice si el acceso con Discord está configurado (la web muestra el botón «Entrar con Discord» solo entonces). ${PUBLICO}`,
  },
  'POST /api/auth/discord/iniciar': {
    operationId: 'iniciarDiscord',
    tag: 'auth',
    description:
      'Empieza el acceso con Discord (OAuth2 con state y PKCE S256, guardados 10 minutos en el servidor y de un solo uso) y devuelve la dirección de autorización de Discord. ' +
      'Limitado por dirección (429). 404 si Discord no está configurado.',
  },
  'POST /api/auth/discord/vincularCuenta': {
    operationId: 'vincularCuentaDiscord',
    tag: 'auth',
    description:
      'Como iniciar, para que la cuenta de la cabecera `x-token` añada su identidad de Discord; los cargos de una cuenta con email no cambian con Discord.',
  },
  'GET /api/auth/discord/callback': {
    operationId: 'callbackDiscord',
    tag: 'auth',
    description:
      'Vuelta desde Discord (la redirección registrada). Comprueba el state, canjea el código una sola vez con el verificador PKCE, lee el usuario y su membresía en el servidor ' +
      'y redirige a `/discord?codigo=…` (código de un solo uso) o a `/discord?error=…` (denegado, estado, codigo, no-miembro, caido, ocupado). Limitado por dirección.',
  },
  'POST /api/auth/discord/sesion': {
    operationId: 'sesionDiscord',
    tag: 'auth',
    description:
      'Canjea el código de un solo uso de la vuelta: responde como el inicio de sesión o, en el primer acceso, con el jugador propuesto y un código nuevo para vincularlo. ' +
      '401 si el código no es válido, ya se usó o caducó.',
  },
  'POST /api/auth/discord/vincular': {
    operationId: 'vincularDiscord',
    tag: 'auth',
    description:
      'Primer acceso con Discord: vincula el jugador elegido (comprobado en Albion Online como un registro; un nickname nuevo crea el jugador) a la identidad de Discord y responde como el inicio de sesión. ' +
      '409 si el jugador ya tiene otra cuenta.',
  },
  'GET /api/jugadores/getSelects': {
    operationId: 'listarOpcionesJugador',
    tag: 'jugadores',
    description: `Roles y cargos para los desplegables del formulario de jugador. ${LIDER}`,
  },
  'POST /api/jugadores/lista': {
    operationId: 'listarJugadores',
    tag: 'jugadores',
    description: `Jugadores cuyo nickname contiene el texto buscado, 10 por página, con el total. ${LIDER}`,
  },
  'POST /api/jugadores': {
    operationId: 'crearJugador',
    tag: 'jugadores',
    description: `Registra un jugador con nickname (en minúsculas, único), rol y cargo. ${LIDER}`,
  },
  'PUT /api/jugadores': {
    operationId: 'editarJugador',
    tag: 'jugadores',
    description: `Cambia el nickname, el rol y el cargo de un jugador. ${LIDER}`,
  },
  'PUT /api/jugadores/DeleteJugador': {
    operationId: 'cambiarEstadoJugador',
    tag: 'jugadores',
    description: `Activa o desactiva un jugador (no se borra). ${LIDER}`,
  },
  'GET /api/jugadores/getDistributors': {
    operationId: 'listarDistribuidores',
    tag: 'periodos',
    description: `Jugadores activos con una cuenta activa que tiene el cargo 5 (DISTRIBUIDOR): los que pueden recibir un periodo al cerrarlo. ${CARGO_8}`,
  },
  'POST /api/jugadores/registrar': {
    operationId: 'registrarJugadorDesdeDistribucion',
    tag: 'distribuciones',
    description:
      'Registra un jugador por nickname desde la página de distribuciones, con cargo 3 (MIEMBRO) y rol 5 (Sin rol), ' +
      `tras comprobar su membresía en Albion Online cuando está configurada. ${CARGO_7}`,
  },
  'GET /api/jugadores/isMember': {
    operationId: 'comprobarMembresia',
    tag: 'jugadores',
    description:
      'Busca el nickname en la API de Albion Online y dice si pertenece al gremio configurado. Puede tardar; ' +
      'si Albion no responde a tiempo la respuesta es 504, y 503 si no está disponible. Requiere el cargo 7 o el 1.',
  },
  'GET /api/jugadores/revisionMembresia': {
    operationId: 'verRevisionMembresia',
    tag: 'jugadores',
    description: `Resultado de la última revisión programada: jugadores activos que ya no están en el gremio de Albion Online. ${LIDER}`,
  },
  'GET /api/distribuciones/resumenDistribucion': {
    operationId: 'listarPeriodos',
    tag: 'periodos',
    description: `Periodos con su distribuidor, lugar, fechas, plata de la aplicación y de Albion y estado, 10 por página, el más reciente primero. ${PUBLICO}`,
  },
  'GET /api/distribuciones/periodosEnCurso': {
    operationId: 'listarPeriodosEnCurso',
    tag: 'periodos',
    description: `Periodos abiertos y en distribución, los abiertos primero y después el más reciente primero, 10 por página, con el total: el filtro «En curso» del resumen. ${PUBLICO}`,
  },
  'GET /api/distribuciones/periodo': {
    operationId: 'verPeriodo',
    tag: 'periodos',
    description: `Un periodo tal como lo muestra el resumen, con su estado actual (404 si no existe). ${PUBLICO}`,
  },
  'GET /api/distribuciones/getLugares': {
    operationId: 'listarLugares',
    tag: 'periodos',
    description: `Lugares en los que se puede abrir un periodo. ${PUBLICO}`,
  },
  'POST /api/distribuciones/getCasas': {
    operationId: 'listarCasas',
    tag: 'periodos',
    description: `Casas activas de un lugar con su cantidad de cofres, para elegirlas al cerrar un periodo. ${CARGO_8}`,
  },
  'POST /api/distribuciones': {
    operationId: 'crearPeriodo',
    tag: 'periodos',
    description: `Abre un periodo en un lugar (estado 3, Abierto). Solo puede haber un periodo abierto por lugar (409). ${CARGO_8}`,
  },
  'PUT /api/distribuciones/cambiarSilver': {
    operationId: 'cambiarSilverAlbion',
    tag: 'periodos',
    description: `Cambia la plata de Albion (entero ≥ 0) de un periodo Abierto o En distribución. ${CARGO_8}`,
  },
  'PUT /api/distribuciones/cerrarPeriodo': {
    operationId: 'cerrarPeriodo',
    tag: 'periodos',
    description:
      'Pasa un periodo Abierto a En distribución con un distribuidor y casas del lugar del periodo. ' +
      `Las casas deben sumar al menos un cofre por jugador con pago; si no, 409. ${CARGO_8}`,
  },
  'POST /api/distribuciones/tablaDePago': {
    operationId: 'listarPagos',
    tag: 'periodos',
    description: `Un renglón por jugador del periodo con la suma a pagar y si ya está pagado. Con \`page\`, \`nickname\` (contiene, sin distinguir mayúsculas) o \`pendientes: true\` (solo los no pagados): 25 renglones por página, \`count\` de los que cumplen el filtro, \`pagados\` y \`jugadores\` del periodo entero. ${PUBLICO}`,
  },
  'PUT /api/distribuciones/jugadorDistribuido': {
    operationId: 'marcarPagado',
    tag: 'periodos',
    description:
      'Marca pagado a un jugador de un periodo En distribución. Solo el distribuidor del periodo; repetirlo no cambia nada.',
  },
  'PUT /api/distribuciones/jugadoresDistribuidos': {
    operationId: 'marcarPagados',
    tag: 'periodos',
    description:
      'Marca pagados varios jugadores de un periodo En distribución en una sola transacción, con las reglas de un pago. ' +
      'Solo el distribuidor del periodo; los ya pagados se cuentan y no cambian.',
  },
  'PUT /api/distribuciones/deshacerPago': {
    operationId: 'deshacerPago',
    tag: 'periodos',
    description:
      'Quita la marca de pago de un jugador de un periodo En distribución, con una razón que queda en la auditoría. ' +
      'Solo el distribuidor del periodo; para finalizar hay que volver a pagarlo.',
  },
  'POST /api/distribuciones/conciliarPagos': {
    operationId: 'conciliarPagos',
    tag: 'periodos',
    description:
      'Compara lo que cobra cada jugador del periodo con la plata que movió el registro del gremio pegado del juego ' +
      '(coincide, difiere, sin_movimiento) y lista los nombres desconocidos. No escribe nada. Solo el distribuidor del periodo.',
  },
  'PUT /api/distribuciones/cerrarDistribucion': {
    operationId: 'finalizarPeriodo',
    tag: 'periodos',
    description:
      'Pasa un periodo En distribución a Finalizado cuando todos los pagos están hechos. Solo el distribuidor del periodo.',
  },
  'GET /api/distribuciones/top3BestPlayers': {
    operationId: 'listarTopJugadores',
    tag: 'periodos',
    description: `Los 3 jugadores con más plata recibida en distribuciones vigentes de los últimos 30 días. ${PUBLICO}`,
  },
  'GET /api/distribuciones/top3BestCreadores': {
    operationId: 'listarTopCreadores',
    tag: 'periodos',
    description: `Los 3 encargados de contenido con más plata distribuida en los últimos 30 días. ${PUBLICO}`,
  },
  'GET /api/distribuciones/searchGananciasPlayer': {
    operationId: 'buscarGananciasJugador',
    tag: 'periodos',
    description: `Plata total y cantidad de contenidos de un jugador (nickname exacto, sin distinguir mayúsculas) en el intervalo pedido; 404 si no existe. ${PUBLICO}`,
  },
  'GET /api/distribuciones/gananciasJugador': {
    operationId: 'gananciasDeJugador',
    tag: 'periodos',
    description: `Página de un jugador (nickname exacto, sin distinguir mayúsculas): su cargo y rol, plata y contenidos en cada intervalo (15, 30, 60, 90 días y desde la creación), plata por semana de las últimas 26 (lunes, UTC) y los periodos abiertos o en distribución en que tiene plata, con su estado de pago; 404 si no existe. ${PUBLICO}`,
  },
  'POST /api/distribuciones/historialJugador': {
    operationId: 'historialDeJugador',
    tag: 'periodos',
    description: `Distribuciones en que participó un jugador, de la más nueva a la más antigua, de 25 en 25, incluidas las eliminadas (estado false), con la plata del jugador; \`count\` es el total; 404 si no existe. ${PUBLICO}`,
  },
  'POST /api/distribuciones/getDistribucion': {
    operationId: 'listarDistribuciones',
    tag: 'distribuciones',
    description: `Distribuciones de un periodo con sus jugadores y la plata de cada uno, incluidas las eliminadas. Con \`page\`: 25 por página, la más reciente primero, con \`count\` (distribuciones del periodo) y \`total\` (plata de las vivas). ${PUBLICO}`,
  },
  'GET /api/distribuciones/getJugadoresSelect': {
    operationId: 'listarJugadoresSelector',
    tag: 'distribuciones',
    description: 'Jugadores activos, por nickname, para el selector de la nueva distribución. Requiere una sesión.',
  },
  'POST /api/distribuciones/crear': {
    operationId: 'crearDistribucion',
    tag: 'distribuciones',
    description:
      'Reparte la plata entre los jugadores elegidos de un periodo Abierto (a partes iguales, redondeando hacia abajo). ' +
      'El código de 6 cifras hace idempotente el reintento: el mismo código con el mismo contenido devuelve la existente (200), ' +
      `con otro contenido da 409. ${CARGO_7}`,
  },
  'PUT /api/distribuciones/eliminarDistribucion': {
    operationId: 'eliminarDistribucion',
    tag: 'distribuciones',
    description:
      'Elimina con una razón una distribución de un periodo Abierto: queda con estado false y deja de contar en las sumas. ' +
      'Solo el encargado que la creó.',
  },
  'GET /api/distribuciones/fondoGremio': {
    operationId: 'fondoGremio',
    tag: 'distribuciones',
    description:
      'Lo que se queda el gremio de las distribuciones vivas del periodo: el impuesto de los desgloses y los restos ' +
      `de las divisiones, con el impuesto por defecto del gremio (IMPUESTO_GREMIO_PCT). ${PUBLICO}`,
  },
  'GET /api/distribuciones/paraCorregir': {
    operationId: 'distribucionParaCorregir',
    tag: 'distribuciones',
    description:
      'Todo lo que tenía una distribución al crearla, para «Corregir»: sus jugadores con su peso (y si siguen activos), ' +
      `el desglose, la plata, el motivo y de dónde salieron los jugadores (canal de voz, lista pegada). ${CARGO_7}`,
  },
  'GET /api/distribuciones/getVoiceChannels': {
    operationId: 'listarCanalesVoz',
    tag: 'distribuciones',
    description: `Canales de voz del servidor de Discord; sin Discord configurado, lista vacía y \`configurado: false\`. ${CARGO_7}`,
  },
  'POST /api/distribuciones/getPlayersOfVoiceChannel': {
    operationId: 'listarJugadoresCanalVoz',
    tag: 'distribuciones',
    description: `Jugadores registrados presentes en un canal de voz de Discord, los desactivados y los nombres que no corresponden a ningún jugador. ${CARGO_7}`,
  },
  'POST /api/distribuciones/jugadoresDeLista': {
    operationId: 'listarJugadoresDeLista',
    tag: 'distribuciones',
    description: `Jugadores de una lista de nombres pegada (uno por línea o separados por comas o espacios, sin etiquetas de gremio), como un canal de voz: activos, desactivados y sin registrar. Solo lee. ${CARGO_7}`,
  },
  'GET /api/cuentas': {
    operationId: 'listarCuentas',
    tag: 'cuentas',
    description: `Cuentas con su jugador, sus cargos y si están activas. ${LIDER}`,
  },
  'POST /api/cuentas': {
    operationId: 'crearCuenta',
    tag: 'cuentas',
    description: `Crea una cuenta (email, contraseña, cargos) para un jugador que aún no tiene. ${LIDER}`,
  },
  'PUT /api/cuentas/cargos': {
    operationId: 'cambiarCargosCuenta',
    tag: 'cuentas',
    description: `Reemplaza los cargos de una cuenta. ${LIDER}`,
  },
  'PUT /api/cuentas/clave': {
    operationId: 'restablecerClave',
    tag: 'cuentas',
    description: `Pone una contraseña nueva y termina todas las sesiones de la cuenta. ${LIDER}`,
  },
  'PUT /api/cuentas/desactivar': {
    operationId: 'desactivarCuenta',
    tag: 'cuentas',
    description: `Desactiva una cuenta; sus tokens dejan de valer al momento. ${LIDER}`,
  },
  'PUT /api/cuentas/activar': {
    operationId: 'activarCuenta',
    tag: 'cuentas',
    description: `Vuelve a activar una cuenta desactivada. ${LIDER}`,
  },
  'GET /api/cuentas/mia': {
    operationId: 'miCuenta',
    tag: 'cuentas',
    description:
      'Mi cuenta: lo que se le debe a la cuenta de la cabecera `x-token` en cada periodo abierto o en distribución (quién paga y desde qué casas y cofres) y sus totales de 30 días y desde el inicio. ' +
      'Cualquier cuenta, solo sus propios datos.',
  },
  'PUT /api/cuentas/desvincularDiscord': {
    operationId: 'desvincularDiscord',
    tag: 'cuentas',
    description: `Quita el Discord vinculado a una cuenta (auditado); sus sesiones terminan y el jugador de una cuenta creada por Discord queda libre. ${LIDER}`,
  },
  'POST /api/auditoria/lista': {
    operationId: 'listarAuditoria',
    tag: 'auditoria',
    description: `Entradas del registro de auditoría, la más reciente primero, filtradas por acción, entidad, cuenta y fechas. ${LIDER}`,
  },
  'GET /api/auditoria/filtros': {
    operationId: 'listarFiltrosAuditoria',
    tag: 'auditoria',
    description: `Acciones, entidades y cuentas presentes en el registro, para los filtros. ${LIDER}`,
  },
  'GET /api/notificaciones': {
    operationId: 'listarNotificaciones',
    tag: 'notificaciones',
    description: `Los últimos mensajes de Discord con su estado (pendiente, enviando, enviado, fallido), intentos y error, y si el webhook está configurado. ${LIDER}`,
  },
  'GET /api/eventos': {
    operationId: 'eventosEnVivo',
    tag: 'eventos',
    description: `Flujo text/event-stream: un evento \`cambio\` por cada escritura confirmada (\`id:\` su número; data \`{ tipo: distribucion | pago | periodo, idPeriodo }\`, \`{ tipo: jugador, idPlayer }\` o \`{ tipo: cuenta }\`), un comentario de latido cada 25 s, y al reconectar con Last-Event-ID los eventos perdidos (o \`reinicio\` si ya no se guardan). 503 cuando el servidor ya tiene abiertas las conexiones en vivo que admite. ${PUBLICO}`,
  },
  'PUT /api/notificaciones/reintentar': {
    operationId: 'reintentarNotificacion',
    tag: 'notificaciones',
    description: `Vuelve a poner en cola un mensaje fallido; 404 si no hay un mensaje fallido con ese id. ${LIDER}`,
  },
  'GET /api/exportar/pagos.csv': {
    operationId: 'exportarPagos',
    tag: 'exportar',
    description: `Pagos de un periodo (\`idPeriodo\`), un renglón por jugador con su plata, si está pagado, el distribuidor y el estado del periodo: \`pagos-periodo-N.csv\`. Un archivo CSV (UTF-8 con BOM, separado por punto y coma, CRLF; un texto que empieza con =, +, - o @ lleva delante un apóstrofo), enviado por partes; 404 si el periodo no existe. ${PUBLICO}`,
  },
  'GET /api/exportar/distribuciones.csv': {
    operationId: 'exportarDistribuciones',
    tag: 'exportar',
    description: `Distribuciones de un periodo (\`idPeriodo\`), una línea por jugador: id, fecha, motivo, encargado, jugador, plata y estado (las eliminadas incluidas): \`distribuciones-periodo-N.csv\`. Un archivo CSV (UTF-8 con BOM, separado por punto y coma, CRLF; un texto que empieza con =, +, - o @ lleva delante un apóstrofo), enviado por partes; 404 si el periodo no existe. ${PUBLICO}`,
  },
  'GET /api/exportar/historial.csv': {
    operationId: 'exportarHistorial',
    tag: 'exportar',
    description: `Historial de un jugador (\`nickname\`), de la distribución más nueva a la más antigua: \`historial-NICKNAME.csv\`. Un archivo CSV (UTF-8 con BOM, separado por punto y coma, CRLF; un texto que empieza con =, +, - o @ lleva delante un apóstrofo), enviado por partes; 404 si el jugador no existe. ${PUBLICO}`,
  },
  'GET /api/exportar/auditoria.csv': {
    operationId: 'exportarAuditoria',
    tag: 'exportar',
    description: `Registro de auditoría con los filtros de la pantalla (\`accion\`, \`entidad\`, \`idCuenta\`, \`desde\`, \`hasta\`), el más reciente primero: \`auditoria-AAAA-MM-DD.csv\`. Un archivo CSV (UTF-8 con BOM, separado por punto y coma, CRLF; un texto que empieza con =, +, - o @ lleva delante un apóstrofo), enviado por partes. ${LIDER}`,
  },
  'GET /api/exportar/jugadores.csv': {
    operationId: 'exportarJugadores',
    tag: 'exportar',
    description: `Todos los jugadores con cargo, rol, fecha de registro y estado: \`jugadores.csv\`. Un archivo CSV (UTF-8 con BOM, separado por punto y coma, CRLF; un texto que empieza con =, +, - o @ lleva delante un apóstrofo), enviado por partes. ${LIDER}`,
  },
};
