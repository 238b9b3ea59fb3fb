// The guilds' addresses (docs/alianzas.md, «Muchos gremios»): `/g/{slug}/…` finds its guild here. The
// table is global and changes only when the operator creates, renames or suspends a guild, so a lookup
// is kept for a short while (TTL_MS) and forgotten at once when the operator changes a guild
// (`olvidarGremios`) or a guild's settings change (the live change `gremio`, gremio.setup.ts). The
// settings of a guild other than the default one are read with its address: `app.gremio` answers them
// while a request of that guild runs.
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { buscarPorSlug, type GremioDireccion } from './gremio.repository.js';

export type { GremioDireccion };

/** How long a looked-up address is trusted without asking the database again. */
export const TTL_MS = 30_000;
/** Addresses kept at most (a client may ask for any number of made-up slugs: unknown ones are kept too). */
const MAX = 5_000;

interface Entrada {
  valor: GremioDireccion | undefined;
  hasta: number;
}

export class DireccionesGremio {
  private readonly porSlug = new Map<string, Entrada | Promise<GremioDireccion | undefined>>();
  private readonly porId = new Map<number, GremioDireccion>();

  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The guild at `slug` (undefined: none), from memory while it is fresh. */
  buscar(slug: string): GremioDireccion | undefined | Promise<GremioDireccion | undefined> {
    const guardada = this.porSlug.get(slug);
    if (guardada instanceof Promise) return guardada;
    if (guardada && guardada.hasta > this.now()) return guardada.valor;
    const pedida = buscarPorSlug(this.db, slug).then(
      (valor) => {
        if (this.porSlug.get(slug) === pedida) this.guardar(slug, valor);
        return valor;
      },
      (error: unknown) => {
        if (this.porSlug.get(slug) === pedida) this.porSlug.delete(slug);
        throw error;
      },
    );
    this.porSlug.set(slug, pedida);
    return pedida;
  }

  private guardar(slug: string, valor: GremioDireccion | undefined) {
    if (this.porSlug.size >= MAX) this.porSlug.delete(this.porSlug.keys().next().value!);
    this.porSlug.set(slug, { valor, hasta: this.now() + TTL_MS });
    if (valor) this.porId.set(valor.idGremio, valor);
  }

  /** The settings of guild `idGremio` as last looked up (undefined: not looked up in this process). */
  ajustes(idGremio: number): GremioDireccion['ajustes'] | undefined {
    return this.porId.get(idGremio)?.ajustes;
  }

  /**
   * Forgets every address (or the guild `idGremio`'s): the next request reads the table again. The
   * settings stay for the requests already running, until that lookup replaces them.
   */
  olvidar(idGremio?: number): void {
    if (idGremio === undefined) return this.porSlug.clear();
    for (const [slug, e] of this.porSlug) if (e instanceof Promise || e.valor?.idGremio === idGremio) this.porSlug.delete(slug);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The guilds' addresses, looked up and kept briefly (modules/gremio/gremio.direcciones.ts). */
    direccionesGremio: DireccionesGremio;
  }
}

/**
 * For the operator's changes (create, rename, suspend, delete a guild): the app forgets what it kept
 * about guild `idGremio` (every guild when absent), so the change applies to the next request. Another
 * instance forgets it within TTL_MS.
 */
export function olvidarGremios(app: FastifyInstance, idGremio?: number): void {
  app.direccionesGremio.olvidar(idGremio);
}
