// The members kept in step with Discord (docs/integraciones.md, "Roles y apodos", «Bajas»): a cargo
// changed in the app (`cargos_cambiados`) and a player switched off by the leavers' purge
// (`jugador_baja`) become Discord REST calls through the outbox — the mapped roles added or removed,
// the server nickname `[TAG] Nickname`, a line in the guild's log channel. The writes declare the avisos;
// this file only says which calls they cause under the guild's settings (pure: no read, no clock).
import { CARGO, type AjustesGremio, type Idioma } from '@reparto/contract';
import type { CodigoMensaje } from '../../lib/mensajes.js';
import { escapar } from './embed.js';

/** A cargo changed in the app (the leader's accounts screen): everything the calls and the log line need. */
export interface AvisoCargos {
  tipo: 'cargos_cambiados';
  idCuenta: number;
  /** The account's linked Discord user; null: nothing is written to Discord. */
  discordUserId: string | null;
  nickname: string;
  antes: number[];
  despues: number[];
  por: string;
}

/** A player the leavers' purge switched off (integraciones, «Bajas»). */
export interface AvisoBaja {
  tipo: 'jugador_baja';
  idPlayer: number;
  discordUserId: string | null;
  nickname: string;
  modo: 'suave' | 'completa';
  /** Whole days out of the Albion guild. */
  dias: number;
  /** The officer cargos removed (soft mode); [] in full mode. */
  cargosQuitados: number[];
}

export type AvisoMiembros = AvisoCargos | AvisoBaja;

/** Discord's longest server nickname. */
export const APODO_MAX = 32;

/** `[TAG] Nickname`, cut to Discord's 32 characters (whole code points). */
export function apodoConEtiqueta(etiqueta: string, nickname: string): string {
  return Array.from(`[${etiqueta}] ${nickname}`).slice(0, APODO_MAX).join('');
}

const NOMBRE_CARGO = Object.fromEntries(Object.entries(CARGO).map(([nombre, id]) => [id, nombre])) as Record<number, string>;
const nombresCargos = (cargos: readonly number[], ninguno: string) =>
  cargos.length === 0 ? ninguno : cargos.map((c) => NOMBRE_CARGO[c] ?? `#${c}`).join(', ');

type Traductor = (codigo: CodigoMensaje, valores?: Record<string, string | number>) => string;

const AMBAR = 0xef6c00;
const ROJO = 0xc62828;
const GRIS = 0x546e7a;

/** The log channel's line and embed parts of each kind (mensajes.ts builds the embed). */
export function mensajeMiembros(aviso: AvisoMiembros, t: Traductor) {
  const ninguno = t('discord.sinCargos');
  if (aviso.tipo === 'cargos_cambiados') {
    const [antes, despues] = [nombresCargos(aviso.antes, ninguno), nombresCargos(aviso.despues, ninguno)];
    return {
      resumen: t('discord.cargosResumen', { nickname: aviso.nickname, antes, despues }),
      title: t('discord.cargosTitulo', { nickname: escapar(aviso.nickname) }),
      color: GRIS,
      lineas: [
        t('discord.cargosAntes', { cargos: antes }),
        t('discord.cargosAhora', { cargos: despues }),
        t('discord.cambiadoPor', { por: escapar(aviso.por) }),
      ],
    };
  }
  const valores = { nickname: aviso.nickname, modo: aviso.modo, dias: aviso.dias };
  return {
    resumen: t('discord.bajaResumen', valores),
    title: t('discord.bajaTitulo', { ...valores, nickname: escapar(aviso.nickname) }),
    color: aviso.modo === 'suave' ? AMBAR : ROJO,
    lineas: [
      t('discord.bajaDias', { dias: aviso.dias }),
      aviso.modo === 'suave'
        ? t('discord.bajaSuave', { cargos: nombresCargos(aviso.cargosQuitados, ninguno) })
        : t('discord.bajaCompleta'),
    ],
  };
}

/** One call of the outbox (modules/notificaciones/llamadas.ts' `LlamadaPedida`, `clase: 'rest'`). */
export interface LlamadaRest {
  tipo: string;
  resumen: string;
  llamada: { clase: 'rest'; metodo: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; ruta: `/${string}`; body?: unknown; razon?: string };
}

/** What the translation reads: the guild's settings, the roles of each cargo, the language. */
export interface AjustesMiembros {
  gremio?: AjustesGremio | undefined;
  /** The Discord role ids of each cargo (DISCORD_ROLES_*; id_cargo → role ids, the first one is written). */
  rolesDiscord?: ReadonlyMap<number, readonly string[]> | undefined;
  idioma?: Idioma | undefined;
}

/**
 * The role calls of a cargo change: a cargo removed deletes EVERY role of its list (a role left behind
 * would give the cargo back at the next login's read), a cargo added puts the FIRST role of its list
 * (any role of the list gives the cargo at the login, so one is enough); a role another kept cargo
 * lists is never deleted.
 */
export function cambiosDeRoles(
  roles: ReadonlyMap<number, readonly string[]>,
  antes: readonly number[],
  despues: readonly number[],
): { poner: string[]; quitar: string[] } {
  const conservados = new Set(despues.flatMap((c) => roles.get(c) ?? []));
  const poner = new Set(
    despues.filter((c) => !antes.includes(c)).flatMap((c) => (roles.get(c)?.length ? [roles.get(c)![0]!] : [])),
  );
  const quitar = new Set(antes.filter((c) => !despues.includes(c)).flatMap((c) => roles.get(c) ?? []));
  return { poner: [...poner], quitar: [...quitar].filter((r) => !conservados.has(r)) };
}

/**
 * The Discord calls of a member's aviso under the settings: the role and nickname calls only with
 * «Sincronizar roles» on, the guild's Discord server set and the account linked; the log line only with
 * a log channel. `mensaje`: the log channel's message (mensajes.ts `construirMensaje`).
 */
export function llamadasDeMiembros(
  aviso: AvisoMiembros,
  ajustes: AjustesMiembros,
  mensaje: { resumen: string; body: { embeds?: unknown[] } },
  t: Traductor,
): LlamadaRest[] {
  const g = ajustes.gremio;
  if (!g) return [];
  const llamadas: LlamadaRest[] = [];
  const guild = g.discordGuildId;
  const usuario = aviso.discordUserId;
  if (g.sincronizarRoles && guild && usuario) {
    const roles = ajustes.rolesDiscord ?? new Map<number, readonly string[]>();
    const miembro = `/guilds/${guild}/members/${usuario}` as const;
    const { poner, quitar } =
      aviso.tipo === 'cargos_cambiados'
        ? cambiosDeRoles(roles, aviso.antes, aviso.despues)
        : {
            poner: [],
            quitar:
              aviso.modo === 'completa'
                ? [...new Set([...roles.values()].flat())]
                : cambiosDeRoles(roles, aviso.cargosQuitados, []).quitar,
          };
    const razon =
      aviso.tipo === 'cargos_cambiados' ? t('roles.razon', { por: aviso.por }) : t('baja.razonRoles', { dias: aviso.dias });
    for (const rol of quitar)
      llamadas.push({
        tipo: 'rol_quitar',
        resumen: `Quitar el rol ${rol} a ${aviso.nickname}`,
        llamada: { clase: 'rest', metodo: 'DELETE', ruta: `${miembro}/roles/${rol}`, razon },
      });
    for (const rol of poner)
      llamadas.push({
        tipo: 'rol_poner',
        resumen: `Poner el rol ${rol} a ${aviso.nickname}`,
        llamada: { clase: 'rest', metodo: 'PUT', ruta: `${miembro}/roles/${rol}`, razon },
      });
    if (aviso.tipo === 'cargos_cambiados' && g.etiquetaApodo) {
      const nick = apodoConEtiqueta(g.etiquetaApodo, aviso.nickname);
      llamadas.push({
        tipo: 'apodo',
        resumen: `Apodo de ${aviso.nickname}: ${nick}`,
        llamada: { clase: 'rest', metodo: 'PATCH', ruta: miembro, body: { nick }, razon },
      });
    }
  }
  if (g.canalRegistro)
    llamadas.push({
      tipo: 'registro',
      resumen: mensaje.resumen,
      llamada: {
        clase: 'rest',
        metodo: 'POST',
        ruta: `/channels/${g.canalRegistro}/messages`,
        body: { embeds: mensaje.body.embeds, allowed_mentions: { parse: [] } },
      },
    });
  return llamadas;
}
