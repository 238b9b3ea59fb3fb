// A test client of GET /api/eventos: reads the stream over a real socket and parses its events.

export interface EventoLeido {
  id: number;
  event: string;
  data: { tipo?: string; idPeriodo?: number; idPlayer?: number };
}

export interface StreamDeEventos {
  res: Response;
  eventos: EventoLeido[];
  /** Resolves with the first `n` events once they have arrived. */
  esperar(n: number): Promise<EventoLeido[]>;
  /** Resolves once the raw stream has contained `texto`. */
  esperarTexto(texto: string): Promise<void>;
  /** How many keep-alive comments have arrived so far. */
  latidos(): number;
  /** Resolves once `n` keep-alive comments have arrived. */
  esperarLatidos(n: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  terminado: Promise<void>;
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
  const cuando = (listo: () => boolean) =>
    new Promise<void>((resolve) => {
      const mirar = () => {
        if (listo()) {
          esperando.delete(mirar);
          resolve();
        }
      };
      esperando.add(mirar);
      mirar();
    });
  return {
    res,
    eventos,
    esperar: async (n) => {
      await cuando(() => eventos.length >= n);
      return eventos.slice(0, n);
    },
    esperarTexto: (t) => cuando(() => texto.includes(t)),
    latidos: () => texto.split(': latido\n\n').length - 1,
    esperarLatidos: (n) => cuando(() => texto.split(': latido\n\n').length - 1 >= n),
    terminado,
    cerrar: () => abort.abort(),
  };
}
