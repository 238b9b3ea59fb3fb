// The catalogue of this feature, its source (docs/idiomas.md): keys `area.what`, values in the ICU
// subset of @reparto/contract (formatear).
const es = {
  'login.subtitulo': 'Inicia sesión para gestionar el reparto de plata del gremio',
  'login.email': 'Email',
  'login.clave': 'Contraseña',
  'login.faltaEmail': 'Escriba su email',
  'login.faltaClave': 'Escriba su contraseña',
  'login.ingresar': 'Ingresar',
  'login.verDistribuciones': 'Ver Distribuciones',
  'gremios.titulo': 'Elegir gremio',
  'gremios.explicacion': 'Su cuenta pertenece a varios gremios. ¿Cuál quiere abrir?',
  'gremios.sinCargo': 'Miembro, sin cargo',
  'gremios.error': 'No se pudieron cargar sus gremios: {error}',
  'discord.o': 'o',
  'discord.entrar': 'Entrar con Discord',
  'discord.entrando': 'Entrando con Discord…',
  'discord.vinculado': 'Su cuenta ya puede entrar con Discord',
  'discord.irMiCuenta': 'Ir a Mi cuenta',
  'discord.volver': 'Volver al inicio de sesión',
  'discord.hola': 'Hola, {discord}. Es su primer acceso con Discord: confirme su jugador de Albion Online.',
  'discord.propuesta':
    'Su nombre en el servidor coincide con el jugador «{propuesta}». Confírmelo o escriba el nickname correcto.',
  'discord.sinPropuesta':
    'No hay ningún jugador libre con su nombre en el servidor («{apodo}»). Escriba su nickname: si no está registrado, se registrará tras comprobarlo en Albion Online.',
  'discord.nickname': 'Nickname de Albion Online',
  'discord.confirmar': 'Confirmar jugador',
  'discord.cancelar': 'Cancelar y volver al inicio de sesión',
  'discord.regla':
    'Un jugador que ya existe se vincula al momento solo si su nickname es uno de sus nombres en Discord y nunca tuvo cuenta; si no, el líder del gremio debe aprobarlo.',
  'discord.solicitudEspera':
    'Su solicitud para el jugador «{nickname}» sigue esperando la aprobación del líder. Puede esperar, o elegir otro jugador: un nickname nuevo se registra al momento.',
  // The reasons the API's callback gives in `?error=` (the contract's DISCORD_ERRORES, same words).
  'discord.error': 'No se pudo entrar con Discord; vuelva a intentarlo',
  'error.denegado': 'Canceló el acceso en Discord; no se ha iniciado sesión',
  'error.estado': 'El intento de acceso con Discord no es válido o ha caducado; vuelva a intentarlo',
  'error.codigo': 'Discord no aceptó el código de acceso (caducado o ya usado); vuelva a intentarlo',
  'error.noMiembro': 'Su cuenta de Discord no es miembro del servidor del gremio; no se ha creado ninguna cuenta',
  'error.caido': 'Discord no responde en este momento; inténtelo de nuevo más tarde o entre con su email',
  'error.ocupado': 'Esa cuenta de Discord ya está vinculada a otra cuenta de la aplicación',
  'error.noConfigurado': 'El acceso con Discord no está configurado en este servidor',
  'error.limite': 'Demasiados intentos de acceso con Discord; espere un minuto y vuelva a intentarlo',
  'error.invalido': 'La vuelta desde Discord llegó con datos no válidos; vuelva a intentarlo',
  'error.error': 'No se pudo completar el acceso con Discord por un error del servidor; vuelva a intentarlo en unos momentos',
  'error.navegador':
    'El acceso con Discord se empezó en otro navegador o sus cookies están bloqueadas; vuelva a entrar con Discord desde este navegador',
};
export default es;
