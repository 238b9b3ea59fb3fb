// The catalogue of this feature, its source (docs/idiomas.md): keys `area.what`, values in the ICU
// subset of @reparto/contract (formatear).
const es = {
  'pagina.titulo': 'Ajustes del gremio',
  'pagina.soloLider': 'Solo el líder cambia los ajustes del gremio; usted puede consultarlos.',
  'error.carga': 'No se pudieron cargar los ajustes del gremio: {error}',
  'campo.nombre': 'Nombre del gremio',
  'campo.discordGuildId': 'Servidor de Discord (id)',
  'ayuda.discordGuildId':
    'El id numérico del servidor (17 a 20 cifras). Vacío: sin Discord. La conexión con Discord lo toma al reiniciar el servidor.',
  'campo.albionGuildId': 'Gremio en Albion Online (id)',
  'ayuda.albionGuildId':
    'El id del gremio en Albion Online. Vacío: no se comprueba la membresía. Se aplica al reiniciar el servidor.',
  'campo.canalOficiales': 'Canal de oficiales (id)',
  'ayuda.canalOficiales':
    'El id del canal de Discord donde el bot publica cada reclamo de regear y cada retiro con «Aprobar» y «Rechazar». Vacío: sin tarjetas. El bot necesita ver el canal, enviar mensajes e insertar enlaces en él.',
  'campo.impuestoPct': 'Impuesto por defecto (%)',
  'ayuda.impuestoPct': 'Lo que se queda el gremio de cada reparto: de 0 a 100, con dos decimales como máximo.',
  'campo.idioma': 'Idioma del gremio',
  'ayuda.idioma': 'El idioma de los mensajes del canal de Discord.',
  'campo.avisarPagos': 'Avisar cada pago en el canal de Discord',
  'campo.modoPago': 'Modo de pago',
  'modo.al_finalizar': 'Al finalizar el periodo',
  'modo.acumular': 'Acumular (cada miembro retira cuando quiera)',
  'ayuda.modoPago':
    'El modo de los periodos nuevos: al finalizar, el distribuidor paga cada parte en el juego; acumulando, el cierre abona las partes al saldo de cada miembro, que pide sus retiros.',
  'idioma.es': 'Español',
  'idioma.pt-BR': 'Português (Brasil)',
  'idioma.en': 'English',
  'seccion.miembros': 'Discord y miembros',
  'campo.sincronizarRoles': 'Escribir en Discord los cargos cambiados en la app (roles)',
  'ayuda.sincronizarRoles':
    'Cada cargo que cambia en «Cuentas» pone o quita sus roles en Discord (DISCORD_ROLES_*: se pone el primero de la lista y se quitan todos). El bot necesita «Gestionar roles» y su rol por encima de esos.',
  'campo.etiquetaApodo': 'Etiqueta del apodo',
  'ayuda.etiquetaApodo':
    'Con los roles sincronizados, el apodo en el servidor pasa a ser «[ETIQUETA] Nickname» (32 caracteres como máximo). Vacío: el apodo no se toca. El bot necesita «Gestionar apodos».',
  'campo.canalRegistro': 'Canal de registro (id)',
  'ayuda.canalRegistro': 'El id del canal de Discord donde se anotan las bajas y los cambios de cargo. Vacío: no se anotan.',
  'campo.bajaDias': 'Días fuera del gremio antes de la baja',
  'ayuda.bajaDias':
    'De 1 a 365. La revisión programada de membresía da de baja a quien lleve estos días fuera del gremio de Albion Online.',
  'campo.bajaModo': 'Baja de quien deja el gremio',
  'bajaModo.no': 'No dar de baja',
  'bajaModo.suave': 'Suave: conserva la cuenta y pierde los cargos de oficial',
  'bajaModo.completa': 'Completa: se desactiva al jugador y pierde los roles del gremio',
  'ayuda.bajaModo': 'La cuenta del líder nunca se da de baja sola. Cada baja queda en la auditoría y en el canal de registro.',
  'bajas.titulo': 'Bajas previstas (simulación)',
  'bajas.explicacion':
    'Quién daría de baja ahora la revisión de membresía con los ajustes guardados, según la última revisión. Esta lista no cambia nada.',
  'bajas.col.jugador': 'Jugador',
  'bajas.col.desde': 'Fuera desde',
  'bajas.col.dias': 'Días fuera',
  'bajas.col.ahora': 'En la próxima revisión',
  'bajas.resultado.baja': '{modo, select, suave {Baja suave} other {Baja completa}}',
  'bajas.resultado.lider': 'Nada: es el líder',
  'bajas.resultado.no': 'Nada: modo «No dar de baja»',
  'bajas.resultado.espera': 'Nada aún: {n, plural, one {falta 1 día} other {faltan {n} días}}',
  'bajas.vacia': 'Nadie fuera del gremio de Albion Online en la última revisión.',
  'bajas.error': 'No se pudo cargar la simulación de bajas: {error}',
  'accion.guardar': 'Guardar',
  'accion.deshacer': 'Deshacer cambios',
  'toast.guardados': 'Ajustes guardados',
  'toast.guardadosDetalle': 'Los ajustes del gremio se aplican desde ahora.',
  'toast.sinCambios': 'Sin cambios',
  'toast.sinCambiosDetalle': 'No ha cambiado ningún ajuste.',
  'seccion.calendario': 'Calendario',
  'campo.canalCalendario': 'Canal del calendario (id)',
  'ayuda.canalCalendario':
    'El id del canal de Discord donde se publica cada evento del calendario con sus botones de inscripción. Vacío: no se publican.',
  'campo.recordatorioMin': 'Recordatorio antes del inicio (minutos)',
  'ayuda.recordatorioMin':
    'Minutos antes del inicio de un evento en que el canal del calendario recibe un aviso que menciona a los apuntados (0 a 1440; 0: ninguno).',
} as const;

export default es;
