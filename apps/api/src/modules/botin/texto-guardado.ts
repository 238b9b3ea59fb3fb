// The text a valuation stores (docs/botin.md, "Límites"): the header and the kept lines, joined with
// `\n`, each as pasted. Lines that follow each other in the pasted text (no line left out, no empty
// line, no `\r` between them) are kept as one piece of it, a slice that shares the pasted text's
// memory: a paste whose lines are all kept is stored without a copy, and no string per line stays
// alive while it is read.
export class TextoGuardado {
  readonly #partes: string[] = [];
  /** The piece being extended: its start and end in the pasted text (-1: none yet). */
  #desde = -1;
  #hasta = -1;

  constructor(private readonly texto: string) {}

  /** Keeps the line at `desde`–`hasta` of the pasted text (its end before any `\r`). */
  anadir(desde: number, hasta: number): void {
    // The next line right after a `\n` that ended the piece: the same piece, longer.
    if (this.#desde >= 0 && desde === this.#hasta + 1 && this.texto.charCodeAt(this.#hasta) === 10) {
      this.#hasta = hasta;
      return;
    }
    this.#cerrar();
    this.#desde = desde;
    this.#hasta = hasta;
  }

  /** The pieces, to be joined with `\n` (one piece: the stored text itself). */
  partes(): string[] {
    this.#cerrar();
    return this.#partes;
  }

  #cerrar(): void {
    if (this.#desde >= 0) this.#partes.push(this.texto.slice(this.#desde, this.#hasta));
    this.#desde = -1;
  }
}
