// The words of the audit log in the active language: the action and entity (`etiqueta` in the contract)
// and the field names of a row's before and after (`nombreCampo`). A word the catalogue does not know
// reads as the contract says it (Spanish), as before.
import { useCallback } from 'react';
import { etiqueta, nombreCampo } from '@reparto/contract';
import { useTextos } from '../../../lib/i18n/textos';
import { textosAuditoria } from '../textos';
import type es from '../textos/es';

type Clave = keyof typeof es;

/** The actions and entities the services write (apps/api: `accion`, `entidad`). */
export const PALABRAS: Readonly<Record<string, Clave>> = {
  activar: 'p.activar',
  'baja completa': 'p.bajaCompleta',
  'baja suave': 'p.bajaSuave',
  'aprobar discord': 'p.aprobarDiscord',
  aprobar_regear: 'p.aprobarRegear',
  borrar: 'p.borrar',
  cambiar_cargos: 'p.cambiarCargos',
  cambiar_clave: 'p.cambiarClave',
  cambiar_reglas: 'p.cambiarReglas',
  cambiar_silver: 'p.cambiarSilver',
  cerrar_periodo: 'p.cerrarPeriodo',
  crear: 'p.crear',
  desactivar: 'p.desactivar',
  deshacer_pago: 'p.deshacerPago',
  deshacer_pago_regear: 'p.deshacerPagoRegear',
  'desvincular discord': 'p.desvincularDiscord',
  editar: 'p.editar',
  eliminar: 'p.eliminar',
  finalizar: 'p.finalizar',
  ingresar: 'p.ingresar',
  pagar: 'p.pagar',
  pagar_regear: 'p.pagarRegear',
  probar: 'p.probar',
  'rechazar discord': 'p.rechazarDiscord',
  rechazar_regear: 'p.rechazarRegear',
  reclamar_regear: 'p.reclamarRegear',
  registrar: 'p.registrar',
  reintentar: 'p.reintentar',
  revisar: 'p.revisar',
  'roles discord': 'p.rolesDiscord',
  'sesion discord terminada': 'p.sesionDiscordTerminada',
  'solicitar discord': 'p.solicitarDiscord',
  vincular: 'p.vincular',
  'vincular discord': 'p.vincularDiscord',
  cuenta: 'p.cuenta',
  distribucion: 'p.distribucion',
  escritura: 'p.escritura',
  jugador: 'p.jugador',
  membresia_albion: 'p.membresiaAlbion',
  notificacion: 'p.notificacion',
  pago: 'p.pago',
  periodo: 'p.periodo',
  reclamo_regear: 'p.reclamoRegear',
  reglas_regear: 'p.reglasRegear',
  iniciar: 'p.iniciar',
  terminar: 'p.terminar',
  sesion_asistencia: 'p.sesionAsistencia',
  valorar_botin: 'p.valorarBotin',
  valoracion_botin: 'p.valoracionBotin',
  cambiar_ajustes: 'p.cambiarAjustes',
  cambiar_avisos_md: 'p.cambiarAvisosMd',
  gremio: 'p.gremio',
  ajustar: 'p.ajustar',
  cuenta_libro: 'p.cuentaLibro',
  renovar_enlace_calendario: 'p.renovarEnlaceCalendario',
  activar_push: 'p.activarPush',
  cambiar_push: 'p.cambiarPush',
  desactivar_push: 'p.desactivarPush',
  suscripcion_push: 'p.suscripcionPush',
};

/** The fields the services write in `antes` and `despues`. */
export const CAMPOS: Readonly<Record<string, Clave>> = {
  idPlayer: 'c.idPlayer',
  idPlayerDistribuidor: 'c.idPlayerDistribuidor',
  idPlayerEncargado: 'c.idPlayerEncargado',
  id_player: 'c.id_player',
  discord: 'c.discord',
  discord_user_id: 'c.discord_user_id',
  idPeriodo: 'c.idPeriodo',
  idEstadoDistribucion: 'c.idEstadoDistribucion',
  idLugarDistribucion: 'c.idLugarDistribucion',
  gremioFederacion: 'c.gremioFederacion',
  silver: 'c.silver',
  silverAlbion: 'c.silverAlbion',
  silverUnitario: 'c.silverUnitario',
  impuesto: 'c.impuesto',
  resto: 'c.resto',
  desglose: 'c.desglose',
  pesos: 'c.pesos',
  idSesion: 'c.idSesion',
  valoracionBotin: 'c.valoracionBotin',
  jugadores: 'c.jugadores',
  codigo: 'c.codigo',
  motivo: 'c.motivo',
  razon: 'c.razon',
  razonEliminacion: 'c.razonEliminacion',
  estado: 'c.estado',
  fechaFinal: 'c.fechaFinal',
  fechaPago: 'c.fechaPago',
  idsCasas: 'c.idsCasas',
  cofres: 'c.cofres',
  requeridos: 'c.requeridos',
  nickname: 'c.nickname',
  idCargo: 'c.idCargo',
  idRol: 'c.idRol',
  cargos: 'c.cargos',
  email: 'c.email',
  activa: 'c.activa',
  origen: 'c.origen',
  verificado: 'c.verificado',
  tokenVersion: 'c.tokenVersion',
  eventId: 'c.eventId',
  sinPrecio: 'c.sinPrecio',
  silverReglas: 'c.silverReglas',
  precios: 'c.precios',
  slots: 'c.slots',
  tier_min: 'c.tier_min',
  tier_max: 'c.tier_max',
  ip_min: 'c.ip_min',
  modo: 'c.modo',
  porcentaje: 'c.porcentaje',
  tabla_fija: 'c.tabla_fija',
  tope_reclamo: 'c.tope_reclamo',
  tope_jugador_periodo: 'c.tope_jugador_periodo',
  precio_max_objeto: 'c.precio_max_objeto',
  ciudades: 'c.ciudades',
  nombre: 'c.nombre',
  discordGuildId: 'c.discordGuildId',
  albionGuildId: 'c.albionGuildId',
  impuestoPct: 'c.impuestoPct',
  idioma: 'c.idioma',
  avisarPagos: 'c.avisarPagos',
  modoPago: 'c.modoPago',
  canalOficiales: 'c.canalOficiales',
  avisosMd: 'c.avisosMd',
  sincronizarRoles: 'c.sincronizarRoles',
  etiquetaApodo: 'c.etiquetaApodo',
  canalRegistro: 'c.canalRegistro',
  bajaDias: 'c.bajaDias',
  bajaModo: 'c.bajaModo',
  canalCalendario: 'c.canalCalendario',
  recordatorioMin: 'c.recordatorioMin',
  dias: 'c.dias',
  contrapartida: 'c.contrapartida',
};

const clave = (mapa: Readonly<Record<string, Clave>>, palabra: string) =>
  Object.hasOwn(mapa, palabra) ? mapa[palabra] : undefined;

/** `etiqueta` of the contract, in the active language. */
export function usePalabra(): (palabra: string) => string {
  const t = useTextos(textosAuditoria);
  return useCallback(
    (palabra: string) => {
      const c = clave(PALABRAS, palabra);
      return c ? t(c) : etiqueta(palabra);
    },
    [t],
  );
}

/** `nombreCampo` of the contract, in the active language. */
export function useCampo(): (campo: string) => string {
  const t = useTextos(textosAuditoria);
  return useCallback(
    (campo: string) => {
      const c = clave(CAMPOS, campo);
      return c ? t(c) : nombreCampo(campo);
    },
    [t],
  );
}
