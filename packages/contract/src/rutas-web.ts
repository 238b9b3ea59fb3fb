// The web app's pages (docs/domain.md, "Screens and texts"): one table of their paths, read by the
// web's router (apps/web/src/app/router.tsx, config/paths.ts), the build's per-page preloads
// (apps/web/build/paginas.ts) and the API's links into the web (the Discord messages' link to a
// period, the Discord login's redirect). These URLs are the spec's: they never change.

/** Each page's route pattern (`:name`: a parameter, one path segment). */
export const RUTAS_WEB = {
  /** The periods' overview (also the first screen). */
  periodos: '/distribucion',
  /** A period's distributions; `nickname` is its distributor's (`-` when none). */
  distribuciones: '/distribucion/crearDist/:idPeriodo/:nickname/:estado',
  /** A player's own page (public). */
  gananciasJugador: '/distribucion/jugador/:nickname',
  /** Players and accounts (the leader's). */
  jugadores: '/jugador',
  auditoria: '/jugador/auditoria',
  inicioSesion: '/inicioSesion',
  /** «Entrar con Discord»: where Discord's callback sends the browser (`?codigo=…` or `?error=…`). */
  discord: '/discord',
  /** A signed-in member's own screen. */
  miCuenta: '/mi-cuenta',
  /** Regear (docs/regear.md): claim the gear lost in a death, and the review queue. */
  regear: '/regear',
  /** The regear rules (the leader edits them). */
  reglasRegear: '/regear/reglas',
  /** «Tesorería» (docs/libro.md): the guild's ledger, the withdrawals' queue (TESORERO, LIDER, DISTRIBUIDOR). */
  tesoreria: '/tesoreria',
  /** «Calendario» (docs/calendario.md): content planned ahead, its sign-ups and the distribution made from it. */
  calendario: '/calendario',
  /** «Plantillas de reparto» (docs/calendario.md): the split templates (the leader edits them). */
  plantillas: '/calendario/plantillas',
  /** «Elegir gremio» (docs/alianzas.md, «Muchos gremios»): after login, for an account of several guilds. */
  gremios: '/gremios',
  /** «Alianzas» (docs/alianzas.md): the guild's alliances, their splits and each guild's part. */
  alianzas: '/alianzas',
} as const;
export type PaginaWeb = keyof typeof RUTAS_WEB;

/** A pattern with its parameters filled in, each encoded as a path segment. */
export function rutaCon(patron: string, parametros: Record<string, string | number>): string {
  return patron.replace(/:(\w+)/g, (_, nombre: string) => {
    const valor = parametros[nombre];
    if (valor === undefined) throw new Error(`rutaCon: falta «${nombre}» para ${patron}`);
    return encodeURIComponent(String(valor));
  });
}

/** The fixed part of a pattern, up to its first parameter (`/distribucion/crearDist/`): the page's prefix. */
export function prefijoDe(patron: string): string {
  const i = patron.indexOf(':');
  return i < 0 ? patron : patron.slice(0, i);
}

/** The path of each page, its parameters filled in. */
export const rutaWeb = {
  periodos: RUTAS_WEB.periodos,
  distribuciones: (idPeriodo: number, nickname: string | null, estado: number | string) =>
    rutaCon(RUTAS_WEB.distribuciones, { idPeriodo, nickname: nickname || '-', estado }),
  gananciasJugador: (nickname: string) => rutaCon(RUTAS_WEB.gananciasJugador, { nickname }),
  jugadores: RUTAS_WEB.jugadores,
  auditoria: RUTAS_WEB.auditoria,
  inicioSesion: RUTAS_WEB.inicioSesion,
  discord: RUTAS_WEB.discord,
  miCuenta: RUTAS_WEB.miCuenta,
  regear: RUTAS_WEB.regear,
  reglasRegear: RUTAS_WEB.reglasRegear,
  tesoreria: RUTAS_WEB.tesoreria,
  calendario: RUTAS_WEB.calendario,
  plantillas: RUTAS_WEB.plantillas,
  gremios: RUTAS_WEB.gremios,
  alianzas: RUTAS_WEB.alianzas,
} as const;

/** A guild's address in a path: `/g/{slug}` (the API's `/api/g/{slug}`, docs/alianzas.md). */
const DIRECCION_GREMIO = /^\/g\/([a-z0-9][a-z0-9-]{0,62})(?=\/|$)/;

/**
 * The guild a web path addresses and the page's path within it: `/g/segundo/distribucion` is guild
 * `segundo`'s `/distribucion`; a path without `/g/{slug}` is the default guild's (slug null), unchanged.
 */
export function direccionDeGremio(pathname: string): { slug: string | null; base: string; ruta: string } {
  const m = DIRECCION_GREMIO.exec(pathname);
  if (!m) return { slug: null, base: '', ruta: pathname };
  return { slug: m[1]!, base: m[0], ruta: pathname.slice(m[0].length) || '/' };
}

/** The web path of a page of guild `slug`; the default guild's keeps its plain path. */
export const rutaEnGremio = (gremio: { slug: string; porDefecto: boolean }, ruta: string): string =>
  gremio.porDefecto ? ruta : `/g/${gremio.slug}${ruta}`;
