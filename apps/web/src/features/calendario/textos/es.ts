// The catalogue of «Calendario», its source (docs/idiomas.md): keys `area.what`, values in the ICU
// subset of @reparto/contract (formatear).
const es = {
  // The page.
  'pagina.titulo': 'Calendario',
  'pagina.intro':
    'El contenido del gremio planificado con antelación: apúntese con su rol antes del cierre de inscripciones. Las horas se muestran en su zona horaria.',
  'pagina.nuevo': 'Nuevo evento',
  'pagina.proximos': 'Próximos',
  'pagina.recientes': 'Recientes (últimos 7 días)',
  'pagina.sinProximos': 'No hay eventos planificados.',
  'pagina.sinRecientes': 'Ningún evento terminó en los últimos 7 días.',
  'pagina.cargando': 'Cargando eventos…',
  'pagina.errorCarga': 'No se pudieron cargar los eventos: {error}',
  'pagina.reintentar': 'Reintentar',

  // An event.
  'evento.tipo': 'Tipo',
  'evento.sinPlantilla': 'Sin plantilla',
  'evento.lugar': 'Lugar',
  'evento.cuando': 'Cuándo',
  'evento.cierre': 'Inscripciones hasta',
  'evento.cerradas': 'cerradas',
  'evento.creador': 'Planificado por',
  'evento.nota': 'Nota',
  'evento.huecos': 'Huecos por rol',
  'evento.hueco': '{rol}: {ocupados}/{total}',
  'evento.cancelado': 'Cancelado',
  'evento.privado': 'Privado',
  'evento.editar': 'Editar',
  'evento.editarDe': 'Editar el evento {titulo}',
  'evento.cancelar': 'Cancelar evento',
  'evento.cancelarDe': 'Cancelar evento {titulo}',

  // A sign-up's state.
  'estado.confirmado': 'Confirmado',
  'estado.apuntado': 'Apuntado',
  'estado.reserva': 'Reserva',
  'estado.no_va': 'No va',

  // The reader's own sign-up.
  'apuntarse.sinInscripcion': 'Usted no se ha apuntado a este evento.',
  'apuntarse.suEstado': 'Su inscripción: {estado} como {rol}.',
  'apuntarse.rol': 'Rol',
  'apuntarse.rolOcupacion': '{rol} ({ocupados}/{total})',
  'apuntarse.apuntado': 'Me apunto',
  'apuntarse.reserva': 'Reserva',
  'apuntarse.noVa': 'No voy',
  'apuntarse.motivoCancelado': 'El evento se canceló: ya no admite inscripciones.',
  'apuntarse.motivoCerrado': 'Las inscripciones cerraron el {cierre}: solo los oficiales cambian ya la lista.',
  'apuntarse.motivoCompleto': 'El rol {rol} está completo ({ocupados}/{total}): puede apuntarse como reserva o elegir otro rol.',

  // The sign-up list.
  'inscripciones.tabla': 'Inscripciones de {titulo}',
  'inscripciones.nadie': 'Nadie se ha apuntado todavía.',
  'inscripciones.nConfirmados': '{n, plural, one {# confirmado} other {# confirmados}}',
  'inscripciones.nApuntados': '{n, plural, one {# apuntado} other {# apuntados}}',
  'inscripciones.nReserva': '{n, plural, one {# en reserva} other {# en reserva}}',
  'inscripciones.nNoVa': '{n, plural, one {# no va} other {# no van}}',
  'inscripciones.jugador': 'Jugador',
  'inscripciones.rol': 'Rol',
  'inscripciones.estado': 'Estado',
  'inscripciones.origen': 'Desde',
  'inscripciones.acciones': 'Acciones',
  'inscripciones.confirmar': 'Confirmar',
  'inscripciones.confirmarA': 'Confirmar a {nickname}',
  'inscripciones.aReserva': 'A reserva',
  'inscripciones.aReservaA': 'A reserva: {nickname}',
  'inscripciones.quitar': 'Quitar',
  'inscripciones.quitarA': 'Quitar a {nickname} de la lista',

  // «Crear distribución».
  'crear.boton': 'Crear distribución',
  'crear.botonDe': 'Crear distribución de {titulo}',
  'crear.sinPeriodo': 'No hay un periodo abierto en {lugar}: el tesorero debe abrir uno para crear la distribución.',
  'crear.hecha': 'Distribución #{id} creada con este evento.',
  'crear.soloEncargado': 'Un encargado de contenido crea su distribución.',

  // The iCal feed.
  'ics.titulo': 'Suscribirse al calendario',
  'ics.ayuda': 'Pegue un enlace en Google Calendar, Thunderbird u otro calendario para ver los eventos allí.',
  'ics.publico': 'Enlace público (eventos no privados)',
  'ics.privado': 'Enlace privado (con los eventos privados: no lo comparta)',
  'ics.copiar': 'Copiar',
  'ics.copiarDe': 'Copiar: {que}',
  'ics.copiado': 'Enlace copiado',
  'ics.noCopiado': 'No se pudo copiar: seleccione el enlace y cópielo a mano.',

  // «Nuevo evento», «Editar evento».
  'dialogo.nuevo': 'Nuevo evento',
  'dialogo.editar': 'Editar {titulo}',
  'dialogo.plantilla': 'Plantilla',
  'dialogo.plantillaAyuda': 'El tipo de contenido y sus reglas de reparto.',
  'dialogo.sinPlantilla': 'Sin plantilla',
  'dialogo.titulo': 'Título',
  'dialogo.tituloAyuda': 'Vacío: el nombre de la plantilla.',
  'dialogo.lugar': 'Lugar',
  'dialogo.eligeLugar': 'Elija un lugar',
  'dialogo.faltaLugar': 'Elija el lugar del evento',
  'dialogo.zona': 'Horas en su zona horaria ({zona}).',
  'dialogo.inicio': 'Inicio',
  'dialogo.fin': 'Fin',
  'dialogo.cierre': 'Cierre de inscripciones',
  'dialogo.huecos': 'Huecos por rol',
  'dialogo.nota': 'Nota',
  'dialogo.privado': 'Privado (solo en el enlace privado del calendario)',
  'dialogo.crear': 'Crear evento',
  'dialogo.guardar': 'Guardar',
  'dialogo.creado': 'Evento creado',
  'dialogo.guardado': 'Evento guardado',

  // «Cancelar evento».
  'cancelar.titulo': 'Cancelar {titulo}',
  'cancelar.texto':
    '{n, plural, =0 {Nadie está apuntado todavía.} one {# jugador está apuntado: verá el evento cancelado.} other {# jugadores están apuntados: verán el evento cancelado.}}',
  'cancelar.boton': 'Cancelar evento',
  'cancelar.hecho': 'Evento cancelado',
  'anadir.titulo': 'Añadir un jugador a {titulo}',
  'anadir.jugador': 'Añadir jugador',
  'anadir.elegir': 'Buscar un jugador',
  'anadir.sinJugadores': 'No hay jugadores que añadir',
  'anadir.boton': 'Añadir',
  'anadir.botonA': 'Añadir el jugador a {titulo}',
  'ics.renovar': 'Renovar enlace privado',
  'ics.renovarPregunta':
    '¿Renovar el enlace privado? Todos los enlaces privados dados hasta ahora dejarán de funcionar: quien esté suscrito tendrá que copiar el nuevo.',
  'ics.renovarSi': 'Renovar',
  'ics.renovarNo': 'Cancelar',
  'ics.renovado': 'Enlace privado renovado',
  'ics.renovadoDetalle': 'El enlace anterior ya no funciona: comparta el nuevo.',
} as const;

export default es;
