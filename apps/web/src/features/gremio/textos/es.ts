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
  'ayuda.modoPago': 'Se guarda para el libro de cuentas; hoy los pagos siguen al finalizar el periodo.',
  'idioma.es': 'Español',
  'idioma.pt-BR': 'Português (Brasil)',
  'idioma.en': 'English',
  'accion.guardar': 'Guardar',
  'accion.deshacer': 'Deshacer cambios',
  'toast.guardados': 'Ajustes guardados',
  'toast.guardadosDetalle': 'Los ajustes del gremio se aplican desde ahora.',
  'toast.sinCambios': 'Sin cambios',
  'toast.sinCambiosDetalle': 'No ha cambiado ningún ajuste.',
} as const;

export default es;
