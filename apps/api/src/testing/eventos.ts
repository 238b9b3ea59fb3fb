// A test client of GET /api/eventos: reads the stream over a real socket and parses its events.
// Every wait has a time limit (LIMITE_MS unless told): past it, it fails saying what it waited for
// and what the stream had carried, instead of hanging the test file.

export interface EventoLeido {
  id: number;
  event: string;
  data: { tipo?: string; idPeriodo?: number; idPlayer?: number };
}

/** The default time limit of every wait below. */
export const LIMITE_MS = 30_000;

export interface StreamDeEventos {
  res: Response;
  eventos: EventoLeido[];
  /** Resolves with the first `n` events once they have arrived. */
  esperar(n: number, ms?: number): Promise<EventoLeido[]>;
  /** Resolves with the first event that `es` accepts, once it has arrived. */
  esperarEvento(que: string, es: (e: EventoLeido) => boolean, ms?: number): Promise<EventoLeido>;
  /** Resolves once the raw stream has contained `texto`. */
  esperarTexto(texto: string, ms?: number): Promise<void>;
  /** How many keep-alive comments have arrived so far. */
  latidos(): number;
  /** Resolves once `n` keep-alive comments have arrived. */
  esperarLatidos(n: number, ms?: number): Promise<void>;
  /** Resolves when the server ends the stream (never fails: bound it with `esperarFin`). */
  terminado: Promise<void>;
  /** Resolves when the server ends the stream; fails past the time limit. */
  esperarFin(ms?: number): Promise<void>;
  /** The raw text received so far. */
  texto(): string;
  cerrar(): void;
}

export async function abrirEventos(url: string, headers: Record<string, string> = {}): Promise<StreamDeEventos> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`GET ${url}: ${res.status}`);
  const eventos: EventoLeido[] = [];
  let texto = '';
  let pendiente = '';
  const esperando = new Set<() => void>();
  const avisar = () => {
    for (const f of esperando) f();
  };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const terminado = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const chunk = decoder.decode(value, { stream: true });
        texto += chunk;
        pendiente += chunk;
        let fin: number;
        while ((fin = pendiente.indexOf('\n\n')) >= 0) {
          const bloque = pendiente.slice(0, fin);
          pendiente = pendiente.slice(fin + 2);
          const campos = Object.fromEntries(
            bloque
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(': '))
              .map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]),
          );
          if (campos['data'] !== undefined) {
            eventos.push({
              id: Number(campos['id'] ?? 0),
              event: campos['event'] ?? 'message',
              data: JSON.parse(campos['data']),
            });
          }
        }
        avisar();
      }
    } catch {
      // aborted by cerrar()
    } finally {
      avisar();
    }
  })();
  let fin = false;
  void terminado.then(() => {
    fin = true;
    avisar();
  });
  /** Resolves once `listo()`; past `ms`, fails naming `que` and the end of what arrived. */
  const cuando = (que: string, listo: () => boolean, ms = LIMITE_MS) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        esperando.delete(mirar);
        reject(
          new Error(
            `${url}: ${que} no llegó en ${ms} ms (${eventos.length} eventos, flujo ${fin ? 'terminado' : 'abierto'}); ` +
              `lo último recibido:\n${texto.slice(-1500)}`,
          ),
        );
      }, ms);
      const mirar = () => {
        if (listo()) {
          clearTimeout(timer);
          esperando.delete(mirar);
          resolve();
        }
      };
      esperando.add(mirar);
      mirar();
    });
  const latidos = () => texto.split(': latido\n\n').length - 1;
  return {
    res,
    eventos,
    esperar: async (n, ms) => {
      await cuando(`el evento n.º ${n}`, () => eventos.length >= n, ms);
      return eventos.slice(0, n);
    },
    esperarEvento: async (que, es, ms) => {
      await cuando(que, () => eventos.some(es), ms);
      return eventos.find(es)!;
    },
    esperarTexto: (t, ms) => cuando(JSON.stringify(t), () => texto.includes(t), ms),
    latidos,
    esperarLatidos: (n, ms) => cuando(`el latido n.º ${n}`, () => latidos() >= n, ms),
    terminado,
    esperarFin: (ms) => cuando('el fin del flujo', () => fin, ms),
    texto: () => texto,
    cerrar: () => abort.abort(),
  };
}
