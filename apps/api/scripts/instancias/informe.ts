// The checks of `npm run instancias`, printed as they are made: PASS or FAIL with what was seen, and the
// run's timings. A check is printed only for what was really compared.
export class Informe {
  readonly fallos: string[] = [];
  readonly aprobadas: string[] = [];
  readonly tiempos: [string, number][] = [];
  readonly #t0 = Date.now();
  #marca = Date.now();

  comprobar(nombre: string, ok: boolean, detalle = ''): boolean {
    const linea = `${ok ? 'PASS' : 'FAIL'}  ${nombre}${detalle ? ` — ${detalle}` : ''}`;
    console.log(linea);
    (ok ? this.aprobadas : this.fallos).push(nombre);
    return ok;
  }

  nota(texto: string): void {
    console.log(`      ${texto}`);
  }

  /** Ends a phase: its duration goes to the timings. */
  fase(nombre: string): void {
    const ahora = Date.now();
    this.tiempos.push([nombre, ahora - this.#marca]);
    console.log(`  · ${nombre}: ${((ahora - this.#marca) / 1000).toFixed(1)} s`);
    this.#marca = ahora;
  }

  get totalMs(): number {
    return Date.now() - this.#t0;
  }

  resumen(): void {
    console.log('\nTiempos:');
    for (const [n, ms] of this.tiempos) console.log(`  ${n.padEnd(58)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
    console.log(`  ${'total'.padEnd(58)} ${(this.totalMs / 1000).toFixed(1).padStart(6)} s`);
    console.log(
      this.fallos.length === 0
        ? `\nOK: ${this.aprobadas.length} comprobaciones, ninguna falla.`
        : `\nFALLO: ${this.fallos.length} de ${this.fallos.length + this.aprobadas.length} comprobaciones fallan:\n  - ${this.fallos.join('\n  - ')}`,
    );
  }
}
