// The app's `gremio` (app.ts): the context object, filled from the row when the app is ready (the first
// start seeds the row from the environment), and reloaded in place when any instance saves a change
// (the live change `gremio`, lib/eventos.ts), so every service reads the current settings.
import type { FastifyInstance } from 'fastify';
import { GREMIO_DEFECTO, type Gremio } from './gremio.js';
import { leer, prepararGremio } from './gremio.service.js';
import { GREMIO_POR_DEFECTO, gremioODefecto } from '../../lib/gremio-contexto.js';
import { DireccionesGremio } from './gremio.direcciones.js';

/** The seed an app is built with: `gremio`, and the older options that named a guild setting. */
export function semillaDeOpciones(opts: {
  gremio?: Partial<Gremio> | undefined;
  impuestoGremioPct?: number | undefined;
  ajustesAvisos?: { pagos?: boolean; idioma?: Gremio['idioma'] | undefined } | undefined;
}): Partial<Gremio> {
  return {
    ...(opts.impuestoGremioPct === undefined ? {} : { impuestoPct: opts.impuestoGremioPct }),
    ...(opts.ajustesAvisos?.pagos === undefined ? {} : { avisarPagos: opts.ajustesAvisos.pagos }),
    ...(opts.ajustesAvisos?.idioma === undefined ? {} : { idioma: opts.ajustesAvisos.idioma }),
    ...opts.gremio,
  };
}

/**
 * Decorates `app.gremio` (the seed over the defaults until the row is read) and keeps it current. It
 * answers the settings of the guild the code works for (lib/gremio-contexto.ts): the default guild's
 * object, or another guild's as its address was last looked up (gremio.direcciones.ts; the defaults,
 * everything off, for a guild not looked up in this process).
 */
export function iniciarGremio(app: FastifyInstance, semilla: Partial<Gremio>): Gremio {
  const gremio: Gremio = { ...GREMIO_DEFECTO, ...semilla };
  const direcciones = new DireccionesGremio(app.db);
  app.decorate('direccionesGremio', direcciones);
  app.decorate('gremio', {
    getter: () => {
      const id = gremioODefecto();
      return id === GREMIO_POR_DEFECTO ? gremio : (direcciones.ajustes(id) ?? { ...GREMIO_DEFECTO });
    },
  });
  const recargar = async () => Object.assign(gremio, await leer(app.db));
  app.addHook('onReady', async () => {
    // A database without the row (an app built on an empty one, as the API description's lint does)
    // keeps the seed: server.ts has read the row already, after the migrations, and stops if it cannot.
    await prepararGremio(app.db, semilla, (linea) => app.log.warn(linea)).then(
      (fila) => Object.assign(gremio, fila),
      (error: unknown) => app.log.warn({ err: error }, 'gremio: no se pudieron leer los ajustes; se usan los de arranque'),
    );
    app.eventos.cambios.suscribir((evento) => {
      if (evento.tipo !== 'gremio') return;
      // Another guild's settings: forgotten, read again with its next request's address.
      if ((evento.g ?? GREMIO_POR_DEFECTO) !== GREMIO_POR_DEFECTO) return direcciones.olvidar(evento.g);
      recargar().catch((error: unknown) => app.log.warn({ err: error }, 'gremio: no se pudieron releer los ajustes'));
    });
  });
  return gremio;
}
