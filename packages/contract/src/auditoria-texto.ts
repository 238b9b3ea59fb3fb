// How an audit row reads for the leader, on the audit screen and in its CSV (docs/domain.md, "Exports"):
// the action and entity in words, Spanish field names, nicknames and place, house, cargo and rol names
// instead of ids (the `referencias` of a page), silver as `$1.234.567`, dates in Spanish (time in UTC).
import { CAMPOS_CASAS, CAMPOS_JUGADOR, type AuditoriaRow, type ReferenciasAuditoria } from './auditoria.js';
import { NOMBRE_ESTADO_PERIODO } from './constants.js';
import { formatFecha, formatSilver } from './format.js';
import { formatPeso } from './reparto.js';
import { NOMBRE_ESTADO_RECLAMO, NOMBRE_SLOT, type EstadoReclamo, type SlotEquipo } from './regear-constantes.js';

/** Names of the words the services write (accion, entidad); others read as `cambiar_x` → `Cambiar x`. */
const NOMBRES: Record<string, string> = {
  distribucion: 'Distribución',
  membresia_albion: 'Membresía en Albion',
  cerrar_periodo: 'Cerrar periodo',
  cambiar_silver: 'Cambiar silver albion',
  cambiar_clave: 'Cambiar contraseña',
  reclamo_regear: 'Reclamo de regear',
  reglas_regear: 'Reglas de regear',
  cambiar_reglas: 'Cambiar reglas de regear',
  deshacer_pago_regear: 'Deshacer pago de regear',
  sesion_asistencia: 'Sesión de asistencia',
  valorar_botin: 'Valorar botín',
  valoracion_botin: 'Valoración de botín',
  cambiar_ajustes: 'Cambiar ajustes del gremio',
  cambiar_avisos_md: 'Cambiar mensajes directos',
  cuenta_libro: 'Cuenta del libro',
  ajustar: 'Ajustar saldo',
  renovar_enlace_calendario: 'Renovar el enlace del calendario',
  activar_push: 'Encender avisos en un dispositivo',
  cambiar_push: 'Cambiar avisos de un dispositivo',
  desactivar_push: 'Apagar avisos en un dispositivo',
  suscripcion_push: 'Dispositivo con avisos',
};
export const etiqueta = (palabra: string) => {
  const known = NOMBRES[palabra];
  if (known) return known;
  const text = palabra.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const SIN_REFERENCIAS: ReferenciasAuditoria = { jugadores: {}, casas: {}, lugares: {}, cargos: {}, roles: {} };

/**
 * The words of a value, in the reader's language: Spanish by default (the CSV export and the spec's
 * screen); the web's audit screen passes those of the active language (docs/idiomas.md).
 */
export interface PalabrasValor {
  si: string;
  no: string;
  sinCargos: string;
  ninguno: string;
  plata: (silver: number) => string;
  /** A date-time: `21 de septiembre del 2025 14:03:00` (UTC). */
  fechaHora: (iso: string) => string;
  estadoPeriodo: (id: number) => string | undefined;
  estadoReclamo: (estado: EstadoReclamo) => string;
  slot: (slot: SlotEquipo) => string;
  desglose: (d: { valor: string; bolsas: string; reparacion: string; impuesto: string }) => string;
  canal: (nombre: string) => string;
  lista: (lineas: number) => string;
  periodo: (periodo: string, jugador: string) => string;
}

export const PALABRAS_ES: PalabrasValor = {
  si: 'Sí',
  no: 'No',
  sinCargos: 'Sin cargos',
  ninguno: 'Ninguno',
  plata: formatSilver,
  fechaHora: (iso) => `${formatFecha(iso)} ${new Date(iso).toISOString().slice(11, 19)}`,
  estadoPeriodo: (id) => NOMBRE_ESTADO_PERIODO[id],
  estadoReclamo: (estado) => NOMBRE_ESTADO_RECLAMO[estado],
  slot: (s) => NOMBRE_SLOT[s],
  desglose: (d) =>
    `Valor del botín ${d.valor} · Bolsas de plata ${d.bolsas} · Reparación ${d.reparacion} · Impuesto del gremio ${d.impuesto} %`,
  canal: (nombre) => `Canal de voz «${nombre}»`,
  lista: (lineas) => `Lista pegada (${lineas} ${lineas === 1 ? 'línea' : 'líneas'})`,
  periodo: (periodo, jugador) => `Periodo ${periodo} · ${jugador}`,
};

/** The field names the services write, in Spanish. */
const CAMPOS: Record<string, string> = {
  idPlayer: 'Jugador',
  idPlayerDistribuidor: 'Distribuidor',
  idPlayerEncargado: 'Encargado',
  id_player: 'Jugador',
  discord: 'Discord',
  discord_user_id: 'Usuario de Discord (id)',
  idSesion: 'Sesión de asistencia',
  valoracionBotin: 'Valoración de botín',
  idPeriodo: 'Periodo',
  idEstadoDistribucion: 'Estado del periodo',
  idLugarDistribucion: 'Lugar',
  gremioFederacion: 'Gremio o federación',
  silver: 'Plata',
  silverAlbion: 'Silver albion',
  silverUnitario: 'Plata por jugador',
  impuesto: 'Impuesto del gremio',
  resto: 'Resto para el gremio',
  desglose: 'Desglose',
  pesos: 'Pesos',
  jugadores: 'Jugadores',
  codigo: 'Código',
  motivo: 'Motivo',
  razon: 'Razón',
  razonEliminacion: 'Razón de eliminación',
  estado: 'Estado',
  fechaFinal: 'Fecha final',
  fechaPago: 'Fecha de pago',
  idsCasas: 'Casas',
  cofres: 'Cofres de las casas',
  requeridos: 'Cofres necesarios',
  nickname: 'Nickname',
  idCargo: 'Cargo',
  idRol: 'Rol',
  cargos: 'Cargos',
  email: 'Email',
  activa: 'Cuenta activa',
  origen: 'Origen',
  verificado: 'Verificado en Albion',
  tokenVersion: 'Versión de las sesiones (sube al cerrarlas todas)',
  // The regear (docs/regear.md): claims and rules.
  eventId: 'Evento del killboard',
  sinPrecio: 'Objetos sin precio',
  silverReglas: 'Plata según las reglas',
  precios: 'Precios del revisor',
  slots: 'Casillas que cuentan',
  tier_min: 'Tier mínimo',
  tier_max: 'Tier máximo',
  ip_min: 'Poder de objeto mínimo',
  modo: 'Modo de precio',
  porcentaje: 'Porcentaje del mercado',
  tabla_fija: 'Tabla de precios fijos',
  tope_reclamo: 'Tope por reclamo',
  tope_jugador_periodo: 'Tope por jugador y periodo',
  precio_max_objeto: 'Precio máximo por objeto',
  ciudades: 'Ciudades de mercado',
  // The ledger's adjustments (docs/libro.md).
  contrapartida: 'Contrapartida',
  // The guild's settings (docs/ajustes-gremio.md).
  nombre: 'Nombre',
  discordGuildId: 'Servidor de Discord (id)',
  albionGuildId: 'Gremio en Albion Online (id)',
  impuestoPct: 'Impuesto del gremio (%)',
  idioma: 'Idioma',
  avisarPagos: 'Avisar los pagos en Discord',
  modoPago: 'Modo de pago',
  canalOficiales: 'Canal de oficiales (id)',
  avisosMd: 'Mensajes directos de Discord',
  sincronizarRoles: 'Sincronizar roles con Discord',
  etiquetaApodo: 'Etiqueta del apodo',
  canalRegistro: 'Canal de registro (id)',
  bajaDias: 'Días fuera antes de la baja',
  bajaModo: 'Modo de baja',
  canalCalendario: 'Canal del calendario (id)',
  recordatorioMin: 'Recordatorio del calendario (minutos)',
  // A leaver switched off (docs/integraciones.md, «Bajas»).
  dias: 'Días fuera del gremio',
};

const SILVER = new Set([
  'silver',
  'silverAlbion',
  'silverUnitario',
  'impuesto',
  'resto',
  'silverReglas',
  'tope_reclamo',
  'tope_jugador_periodo',
  'precio_max_objeto',
]);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const nombreCampo = (campo: string) => CAMPOS[campo] ?? campo;

const nombre = (mapa: Record<string, string>, id: unknown) => mapa[String(id)] ?? `#${String(id)}`;
const lista = (v: unknown) => (Array.isArray(v) ? v : [v]);

/** A value as the leader reads it; `undefined` (a field absent on one side) is a dash. */
export function valorCampo(campo: string, v: unknown, refs: ReferenciasAuditoria, p: PalabrasValor = PALABRAS_ES): string {
  if (v === undefined || v === null) return '—';
  if ((CAMPOS_JUGADOR as readonly string[]).includes(campo) || campo === 'jugadores') {
    return lista(v)
      .map((id) => nombre(refs.jugadores, id))
      .join(', ');
  }
  if (campo === 'pesos') {
    return lista(v)
      .map((p) => {
        const { id_player, peso } = p as { id_player?: unknown; peso?: unknown };
        return `${nombre(refs.jugadores, id_player)} × ${typeof peso === 'number' ? formatPeso(peso) : String(peso)}`;
      })
      .join(', ');
  }
  if ((CAMPOS_CASAS as readonly string[]).includes(campo))
    return lista(v)
      .map((id) => nombre(refs.casas, id))
      .join(', ');
  if (campo === 'idLugarDistribucion') return nombre(refs.lugares, v);
  if (campo === 'idCargo' || campo === 'cargos') {
    const cargos = lista(v).map((id) => nombre(refs.cargos, id));
    return cargos.length > 0 ? cargos.join(', ') : p.sinCargos;
  }
  if (campo === 'idRol') return nombre(refs.roles, v);
  if (campo === 'idEstadoDistribucion') return p.estadoPeriodo(Number(v)) ?? String(v);
  if (SILVER.has(campo) && typeof v === 'number') return p.plata(v);
  const regear = valorRegear(campo, v, p);
  if (regear !== undefined) return regear;
  if (campo === 'desglose' && typeof v === 'object') {
    const d = v as Record<string, number>;
    return p.desglose({
      valor: p.plata(d['valor_botin'] ?? 0),
      bolsas: p.plata(d['bolsas'] ?? 0),
      reparacion: p.plata(d['reparacion'] ?? 0),
      impuesto: String(d['impuesto_pct'] ?? 0),
    });
  }
  if (campo === 'origen' && isPlain(v)) return origenEnPalabras(v, p);
  if (typeof v === 'boolean') return v ? p.si : p.no;
  // A text that only looks like an instant («2026-13-45T25:61…», typed as a reason) is said as typed:
  // formatting it would throw, and one row would break the screen and cut the export.
  if (typeof v === 'string') return ISO.test(v) && !Number.isNaN(Date.parse(v)) ? p.fechaHora(v) : v;
  // Any other object or list (an event's slots per role, a template's rules) in words too, never as JSON.
  if (isPlain(v))
    return Object.entries(v)
      .map(([k, x]) => `${k}: ${valorCampo(k, x, refs, p)}`)
      .join(', ');
  if (Array.isArray(v))
    return v.map((x) => (isPlain(x) ? `(${valorCampo(campo, x, refs, p)})` : valorCampo(campo, x, refs, p))).join(', ');
  return String(v);
}

/** The regear's fields: slots and states by name, the price tables in words (undefined: not one of them). */
function valorRegear(campo: string, v: unknown, p: PalabrasValor): string | undefined {
  const slot = (s: unknown) => (typeof s === 'string' && s in NOMBRE_SLOT ? p.slot(s as SlotEquipo) : String(s));
  if (campo === 'slots') return lista(v).map(slot).join(', ');
  if (campo === 'ciudades') return lista(v).map(String).join(', ');
  if (campo === 'porcentaje' && typeof v === 'number') return `${v} %`;
  if (campo === 'estado' && typeof v === 'string' && v in NOMBRE_ESTADO_RECLAMO) return p.estadoReclamo(v as EstadoReclamo);
  if ((campo === 'precios' || campo === 'tabla_fija') && Array.isArray(v)) {
    if (v.length === 0) return p.ninguno;
    return v
      .map((precio) => {
        const { slot: s, tier_eq, silver } = precio as { slot?: unknown; tier_eq?: unknown; silver?: unknown };
        const tier = tier_eq === undefined ? '' : ` tier ${String(tier_eq)}`;
        return `${slot(s)}${tier}: ${typeof silver === 'number' ? p.plata(silver) : String(silver)}`;
      })
      .join(', ');
  }
  return undefined;
}

/** A distribution's origin: «Canal de voz «Mazmorras» · Lista pegada (12 líneas)». */
function origenEnPalabras(origen: Plain, p: PalabrasValor): string {
  const partes: string[] = [];
  const canal = origen['canal'];
  if (isPlain(canal)) partes.push(p.canal(String(canal['nombre'] ?? canal['id'] ?? '')));
  const texto = origen['lista'];
  if (typeof texto === 'string') partes.push(p.lista(texto.split(/\r?\n/).filter((l) => l.trim() !== '').length));
  return partes.length > 0 ? partes.join(' · ') : '—';
}

/** The entity's id as a name: a player's nickname, a payment's period and player. */
export function idEntidadTexto(
  row: Pick<AuditoriaRow, 'entidad' | 'id_entidad'>,
  refs: ReferenciasAuditoria,
  p: PalabrasValor = PALABRAS_ES,
): string {
  const id = row.id_entidad;
  if (id === null) return '—';
  if (row.entidad === 'jugador') return `${nombre(refs.jugadores, id)} (${id})`;
  if (row.entidad === 'reclamo_regear') return `Regear #${id}`;
  if (row.entidad === 'pago') {
    const [periodo, jugador] = id.split(':');
    return p.periodo(periodo ?? '', nombre(refs.jugadores, jugador));
  }
  return id;
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One side (before or after) of an audit row in one line: «Plata: $4.242 · Motivo: Avalon»; other JSON as it is. */
export function ladoEnPalabras(lado: unknown, refs: ReferenciasAuditoria): string {
  if (lado === null || lado === undefined) return '';
  if (!isPlain(lado)) return JSON.stringify(lado);
  // In a weighted split the unit silver is what a weight of 1 gets, not what every player gets.
  const nombreDe = (campo: string) =>
    campo === 'silverUnitario' && Array.isArray(lado['pesos']) ? 'Plata por peso 1' : nombreCampo(campo);
  return Object.entries(lado)
    .map(([campo, v]) => `${nombreDe(campo)}: ${valorCampo(campo, v, refs)}`)
    .join(' · ');
}
