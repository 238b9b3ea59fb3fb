// The guild as a value the code passes (docs/decisions/015-guild-as-a-row.md): the `Gremio` context
// object, one per process, built from the row `gremio` at start and changed in place when the leader
// saves «Ajustes del gremio» (here, or on another instance: the live change reloads it). Every service
// that once read the guild's environment variables reads this object when it acts, so a change takes
// effect without a restart.
import type { AjustesGremio } from '@reparto/contract';
import type { Env } from '../../env.js';

/** The guild's settings as the services read them (the contract's AjustesGremio; one object, changed in place). */
export type Gremio = AjustesGremio;

/** The values a guild has before anyone set them (a fresh start without any guild variable). */
export const GREMIO_DEFECTO: Readonly<Gremio> = {
  nombre: 'Gremio',
  discordGuildId: null,
  albionGuildId: null,
  impuestoPct: 0,
  idioma: 'es',
  avisarPagos: false,
  modoPago: 'al_finalizar',
  canalOficiales: null,
  sincronizarRoles: false,
  etiquetaApodo: null,
  canalRegistro: null,
  bajaDias: 14,
  bajaModo: 'no',
  canalCalendario: null,
  recordatorioMin: 30,
};

/** The guild variables of the environment that seed the row on the first start. */
export type EntornoGremio = Partial<
  Pick<Env, 'DISCORD_GUILD_ID' | 'ALBION_GUILD_ID' | 'IMPUESTO_GREMIO_PCT' | 'IDIOMA_GREMIO' | 'DISCORD_NOTIFY_PAGOS'>
>;

/**
 * The row's seed from the environment: the variables that were set (`fijada`: present in the
 * environment, not a default of env.ts), each under its setting's name; the rest keep the defaults.
 */
export function semillaDelEntorno(env: EntornoGremio, fijada: (variable: string) => boolean = () => true): Partial<Gremio> {
  const valores: Partial<Record<keyof Gremio, unknown>> = {
    discordGuildId: env.DISCORD_GUILD_ID,
    albionGuildId: env.ALBION_GUILD_ID,
    impuestoPct: env.IMPUESTO_GREMIO_PCT,
    idioma: env.IDIOMA_GREMIO,
    avisarPagos: env.DISCORD_NOTIFY_PAGOS,
  };
  const semilla: Record<string, unknown> = {};
  for (const [campo, variable] of Object.entries(VARIABLE_DE)) {
    const valor = valores[campo as keyof Gremio];
    if (valor !== undefined && fijada(variable)) semilla[campo] = valor;
  }
  return semilla as Partial<Gremio>;
}

/** Each setting's environment variable (the start's warning names it when the row differs). */
export const VARIABLE_DE: Partial<Record<keyof Gremio, string>> = {
  discordGuildId: 'DISCORD_GUILD_ID',
  albionGuildId: 'ALBION_GUILD_ID',
  impuestoPct: 'IMPUESTO_GREMIO_PCT',
  idioma: 'IDIOMA_GREMIO',
  avisarPagos: 'DISCORD_NOTIFY_PAGOS',
};

/**
 * The guild's ids and language as the connections opened at start take them (Discord's gateway and
 * /plata, the Discord login, Albion's gameinfo): the row's, in the environment's names.
 */
export function entornoDelGremio(gremio: Gremio): EntornoGremio {
  return {
    DISCORD_GUILD_ID: gremio.discordGuildId ?? undefined,
    ALBION_GUILD_ID: gremio.albionGuildId ?? undefined,
    IMPUESTO_GREMIO_PCT: gremio.impuestoPct,
    IDIOMA_GREMIO: gremio.idioma,
    DISCORD_NOTIFY_PAGOS: gremio.avisarPagos,
  };
}
