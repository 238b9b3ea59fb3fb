// Routes of docs/domain.md, "Screens and texts", in one place.
export const paths = {
  distribucion: '/distribucion',
  periodos: '/distribucion',
  distribuciones: (idPeriodo: number, nickname: string, estado: number | string) =>
    `/distribucion/crearDist/${idPeriodo}/${encodeURIComponent(nickname || '-')}/${estado}`,
  /** A player's own page (public). */
  gananciasJugador: (nickname: string) => `/distribucion/jugador/${encodeURIComponent(nickname)}`,
  jugador: '/jugador',
  inicioSesion: '/inicioSesion',
  /** «Entrar con Discord»: where Discord's callback sends the browser. */
  discord: '/discord',
  /** A signed-in member's own screen. */
  miCuenta: '/mi-cuenta',
} as const;
