// The traffic of `npm run instancias` through the balancer (docs/reliability.md, «Varias instancias»):
// `npm run load`'s mix made small for two cores — readers in a closed loop over the public reads, and
// writers that create distributions and pay players one by one, each write with an Idempotency-Key and
// retried with it after a lost answer, as the web app does. Every write answered 2xx is kept in the
// list of acknowledged writes that the checks look for in the database.

/** An answer; status 0: no answer (the connection failed or was cut). */
export interface Respuesta {
  status: number;
  body: Record<string, unknown>;
}

/** The instance a request must go to (the balancer's `elegir` in instancias.ts reads it). */
export const DESTINO_HEADER = 'x-instancias-destino';

export async function llamar(
  base: string,
  metodo: string,
  ruta: string,
  o: { token?: string | undefined; body?: unknown; clave?: string; destino?: number; timeoutMs?: number } = {},
): Promise<Respuesta> {
  try {
    const res = await fetch(base + ruta, {
      method: metodo,
      headers: {
        ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(o.token ? { 'x-token': o.token } : {}),
        ...(o.clave ? { 'idempotency-key': o.clave } : {}),
        ...(o.destino !== undefined ? { [DESTINO_HEADER]: String(o.destino) } : {}),
      },
      body: o.body === undefined ? null : JSON.stringify(o.body),
      signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
    });
    const texto = await res.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(texto) as Record<string, unknown>;
    } catch {
      body = { texto: texto.slice(0, 200) };
    }
    return { status: res.status, body };
  } catch (error) {
    return { status: 0, body: { error: error instanceof Error ? error.message : String(error) } };
  }
}

export const azar = <T>(lista: readonly T[]): T => lista[Math.floor(Math.random() * lista.length)]!;
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A guild's part of the traffic: its accounts, its periods, its players. */
export interface GremioDeCarga {
  nombre: string;
  id: number;
  /** Its addresses' prefix: `/api` for the default guild, `/api/g/{slug}` for another. */
  prefijo: string;
  encargados: string[];
  /** The open period the writers fill. */
  idPeriodoAbierto: number;
  /** A period in distribution paid one player at a time, its distributor's token and its players to pay. */
  pagoSuelto: { idPeriodo: number; token: string; jugadores: number[] };
  periodos: number[];
  /** Codes (idDistribucion) already taken in the open period. */
  codigosUsados: Set<number>;
  activos: number[];
  nicknames: string[];
}

/** A path of today's API (`/api/…`) at guild `g`'s address. */
export const en = (g: { prefijo: string }, ruta: string) => ruta.replace(/^\/api/, g.prefijo);

export interface DistribucionConfirmada {
  gremio: string;
  idPeriodo: number;
  codigo: number;
  motivo: string;
  jugadores: number;
}

export interface Conteo {
  [status: string]: number;
}

/** The tally's key of a retry refused because the first request of its key never answered. */
export const EN_CURSO = '409 en curso';

/** A write's outcome after its retries: acknowledged (2xx), refused (4xx: never stored), or unknown. */
type Final = 'confirmada' | 'rechazada' | 'desconocida';

export class Trafico {
  readonly lecturas: Conteo = {};
  readonly escrituras: Conteo = {};
  readonly distribuciones: DistribucionConfirmada[] = [];
  readonly pagos: { gremio: string; idPeriodo: number; idPlayer: number }[] = [];
  /** Pauses the writers of one guild (the live-screen check of two guilds: only the other one writes). */
  readonly callados = new Set<string>();
  /** Writes whose outcome the client never learnt (stored or not; if stored, whole). */
  readonly desconocidas: { idPeriodo: number; codigo: number; jugadores: number }[] = [];
  readonly rechazadas: { ruta: string; status: number; body: unknown }[] = [];
  #parar = false;
  #hilos: Promise<void>[] = [];
  readonly #pendientes: Promise<void>[] = [];
  #pausa = false;
  #pagoEnCurso: Promise<void> = Promise.resolve();
  #codigo = 100_000 + Math.floor(Math.random() * 400_000);
  #n = 0;

  constructor(
    private readonly base: string,
    private readonly gremios: GremioDeCarga[],
    private readonly o: { lectoras: number; pausaEscrituraMs: number },
  ) {}

  start(): void {
    for (const g of this.gremios) {
      for (let i = 0; i < this.o.lectoras; i++) this.#hilos.push(this.#lectora(g));
      g.encargados.forEach((token, w) => this.#hilos.push(this.#escritora(g, token, w)));
      this.#hilos.push(this.#pagadora(g));
    }
  }

  async stop(): Promise<void> {
    this.#parar = true;
    await Promise.all(this.#hilos);
    await Promise.all(this.#pendientes);
  }

  /**
   * A write and its retries: waited for at most 2 s, then left to finish in the background (a retry
   * may wait 20 s on a key its dead instance held), so one writer never stalls the traffic.
   */
  async #enMarcha(tarea: Promise<void>): Promise<void> {
    this.#pendientes.push(tarea);
    await Promise.race([tarea, dormir(2_000)]);
  }

  get total(): { lecturas: number; escrituras: number } {
    const suma = (c: Conteo) => Object.values(c).reduce((a, b) => a + b, 0);
    return { lecturas: suma(this.lecturas), escrituras: suma(this.escrituras) };
  }

  async #lectora(g: GremioDeCarga): Promise<void> {
    const lecturas: (() => [string, string, unknown?])[] = [
      () => ['GET', `/api/distribuciones/resumenDistribucion?page=${1 + Math.floor(Math.random() * 4)}`],
      () => ['POST', '/api/distribuciones/getDistribucion', [{ idPeriodoDist: azar(g.periodos) }]],
      () => ['POST', '/api/distribuciones/tablaDePago', [{ idPeriodo: azar(g.periodos) }]],
      () => ['GET', '/api/distribuciones/top3BestPlayers'],
      () => ['GET', '/api/distribuciones/top3BestCreadores'],
      () => [
        'GET',
        `/api/distribuciones/searchGananciasPlayer?nickname=${encodeURIComponent(azar(g.nicknames))}&interval=${azar([15, 30, 0])}`,
      ],
    ];
    while (!this.#parar) {
      const [metodo, ruta, body] = azar(lecturas)();
      const r = await llamar(this.base, metodo, en(g, ruta), body === undefined ? {} : { body });
      this.lecturas[r.status] = (this.lecturas[r.status] ?? 0) + 1;
    }
  }

  /** One write with its key: on no answer or a 502 it is sent again with the same key (at most 4 times). */
  async #escribir(metodo: string, ruta: string, token: string, body: unknown, clave: string): Promise<[Final, Respuesta]> {
    let r: Respuesta = { status: 0, body: {} };
    for (let intento = 0; intento < 4; intento++) {
      r = await llamar(this.base, metodo, ruta, { token, body, clave });
      // 409 «en curso» (after the API's own 20 s wait): the first request holds the key, its instance
      // died before answering; the key is let go after 2 minutes. The outcome stays unknown.
      const enCurso = r.body['code'] === 'idempotencia.enCurso';
      const k = enCurso ? EN_CURSO : String(r.status);
      this.escrituras[k] = (this.escrituras[k] ?? 0) + 1;
      if (r.status >= 200 && r.status < 300) return ['confirmada', r];
      if (enCurso) return ['desconocida', r];
      if (r.status >= 400 && r.status < 500) {
        this.rechazadas.push({ ruta, status: r.status, body: r.body });
        return ['rechazada', r];
      }
      await dormir(300);
    }
    return ['desconocida', r];
  }

  async #escritora(g: GremioDeCarga, token: string, w: number): Promise<void> {
    while (!this.#parar) {
      if (this.callados.has(g.nombre)) {
        await dormir(50);
        continue;
      }
      const n = ++this.#n;
      let codigo = this.#codigo++;
      while (g.codigosUsados.has(codigo)) codigo = this.#codigo++;
      const motivo = `Carga ${g.nombre} e${w + 1} n${n}`;
      const jugadores = [...new Set(Array.from({ length: 5 }, () => azar(g.activos)))];
      const item = {
        idDistribucion: codigo,
        idPeriodoDist: g.idPeriodoAbierto,
        silver: 100_000 + n,
        motivo,
        email: null,
        jugadores,
      };
      const fila = { idPeriodo: g.idPeriodoAbierto, codigo, jugadores: jugadores.length };
      await this.#enMarcha(
        this.#escribir('POST', en(g, '/api/distribuciones/crear'), token, [item], `inst-crear-${codigo}`).then(([final]) => {
          if (final === 'confirmada') this.distribuciones.push({ gremio: g.nombre, motivo, ...fila });
          if (final === 'desconocida') this.desconocidas.push(fila);
        }),
      );
      await dormir(this.o.pausaEscrituraMs);
    }
  }

  /** Stops the one-by-one payments and waits (at most 5 s) for the one in progress. */
  async pausarPagos(): Promise<void> {
    this.#pausa = true;
    await Promise.race([this.#pagoEnCurso, dormir(5_000)]);
  }

  reanudarPagos(): void {
    this.#pausa = false;
  }

  async #pagadora(g: GremioDeCarga): Promise<void> {
    const { idPeriodo, token, jugadores } = g.pagoSuelto;
    for (const idPlayer of jugadores) {
      while ((this.#pausa || this.callados.has(g.nombre)) && !this.#parar) await dormir(50);
      if (this.#parar) return;
      const body = [{ id_player: idPlayer, idPeriodo }];
      this.#pagoEnCurso = this.#escribir(
        'PUT',
        en(g, '/api/distribuciones/jugadorDistribuido'),
        token,
        body,
        `inst-pago-${idPeriodo}-${idPlayer}`,
      ).then(([final]) => {
        if (final === 'confirmada') this.pagos.push({ gremio: g.nombre, idPeriodo, idPlayer });
      });
      await this.#enMarcha(this.#pagoEnCurso);
      await dormir(this.o.pausaEscrituraMs * 6);
    }
  }
}
