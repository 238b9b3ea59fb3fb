// The small balancer of `npm run instancias` (docs/reliability.md, «Varias instancias»): plain HTTP on
// 127.0.0.1 in front of several API instances, each request to the next instance in turn (round robin),
// as a balancer in front of a deployment does. What it does like nginx's defaults: the request's
// headers go on with X-Forwarded-For/-Proto/-Host added (the hop-by-hop ones dropped); an instance that
// refuses the connection (stopped, killed) is skipped and the request goes to the next one — nothing
// reached it, so this is safe for a write too; an instance that dies with the request in flight answers
// 502 (the write is not acknowledged), or, when the answer had begun, the client's connection is cut.
// Answers are passed on as they arrive, never buffered: a live stream (GET /api/eventos, server-sent
// events) reaches the browser event by event, and ends when its instance dies, so the browser
// reconnects through the balancer to another instance.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Instancia {
  host: string;
  port: number;
}

export interface OpcionesProxy {
  /** The instances, by index; null: taken out (the balancer skips it). Read at every request. */
  instancias: () => readonly (Instancia | null)[];
  /** Picks the instance of a request (its index) instead of the next in turn; undefined: round robin. */
  elegir?: (req: IncomingMessage) => number | undefined;
}

/** Headers of one connection, never passed on (RFC 9110 §7.6.1). */
const SALTO = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function sinSalto(headers: IncomingMessage['headers']): Record<string, string | string[]> {
  const fuera = new Set(
    String(headers['connection'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !SALTO.has(k) && !fuera.has(k)) out[k] = v;
  return out;
}

const RECHAZADA = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH']);

export class ProxyRoundRobin {
  readonly #o: OpcionesProxy;
  #turno = 0;
  #server: Server | null = null;
  readonly #sockets = new Set<Socket>();
  /** Open event streams: the client's answer and its instance's index. */
  readonly #flujos = new Map<ServerResponse, number>();
  /** Requests (streams included) on each instance that have not ended yet, by instance index. */
  readonly #enCurso = new Map<number, number>();
  /** Requests passed on, by instance index. */
  readonly reenviadas: number[] = [];
  /** Requests answered 502 (the instance died with it) and streams cut. */
  readonly fallos = { respuestas502: 0, cortadas: 0, sinInstancia: 0 };
  /** Each 502 and each cut answer: on which instance, and when (Date.now()). */
  readonly cortes: { destino: number; t: number; tipo: '502' | 'cortada' }[] = [];
  /**
   * The `data:` of every event the streams passed on, with the stream's path (the browser's: the checks
   * of two guilds look for another guild's period or player among them).
   */
  readonly eventos: { ruta: string; data: string }[] = [];
  port = 0;

  constructor(opciones: OpcionesProxy) {
    this.#o = opciones;
  }

  async start(port = 0): Promise<this> {
    const server = createServer((req, res) => void this.#atender(req, res));
    server.on('connection', (s) => {
      s.setNoDelay(true);
      this.#sockets.add(s);
      s.on('close', () => this.#sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.#server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Open event streams on each instance (index → count). */
  flujos(): Map<number, number> {
    const n = new Map<number, number>();
    for (const i of this.#flujos.values()) n.set(i, (n.get(i) ?? 0) + 1);
    return n;
  }

  /** Cuts every open event stream (as a balancer's reload does): the browsers reconnect through it. */
  cortarFlujos(): number {
    const n = this.#flujos.size;
    for (const res of this.#flujos.keys()) res.destroy();
    this.#flujos.clear();
    return n;
  }

  /** Requests on instance `i` not ended yet (what its death may cut). */
  enCurso(i: number): number {
    return this.#enCurso.get(i) ?? 0;
  }

  async close(): Promise<void> {
    for (const s of this.#sockets) s.destroy();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  /** The instances to try, in order: the chosen one (else the next in turn), then the others. */
  #orden(req: IncomingMessage): number[] {
    const lista = this.#o.instancias();
    const n = lista.length;
    const inicio = this.#o.elegir?.(req) ?? this.#turno++ % n;
    return Array.from({ length: n }, (_, i) => (inicio + i) % n).filter((i) => lista[i]);
  }

  async #atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The body is read first (bodies of this API are small): an instance that refuses the connection
    // is then skipped with the same bytes sent to the next one.
    const trozos: Buffer[] = [];
    for await (const c of req) trozos.push(c as Buffer);
    const cuerpo = Buffer.concat(trozos);
    const cliente = req.socket.remoteAddress ?? '127.0.0.1';
    const headers = sinSalto(req.headers);
    const previo = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = previo ? `${String(previo)}, ${cliente}` : cliente;
    headers['x-forwarded-proto'] = 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    if (cuerpo.length > 0 || req.method === 'POST' || req.method === 'PUT') headers['content-length'] = String(cuerpo.length);
    for (const destino of this.#orden(req)) {
      const r = await this.#intentar(req, res, destino, headers, cuerpo);
      if (r !== 'rechazada') return;
    }
    this.fallos.sinInstancia++;
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ ok: false, message: 'Ninguna instancia disponible' }));
  }

  /** One attempt on one instance: 'rechazada' when it refused the connection (nothing reached it). */
  #intentar(
    req: IncomingMessage,
    res: ServerResponse,
    destino: number,
    headers: Record<string, string | string[]>,
    cuerpo: Buffer,
  ): Promise<'hecha' | 'rechazada'> {
    const instancia = this.#o.instancias()[destino];
    if (!instancia) return Promise.resolve('rechazada');
    const ruta = req.url ?? '/';
    const metodo = req.method ?? 'GET';
    const mas = (d: number) => this.#enCurso.set(destino, (this.#enCurso.get(destino) ?? 0) + d);
    mas(1);
    return new Promise<'hecha' | 'rechazada'>((resolve) => {
      let conectada = false;
      const up = httpRequest({ host: instancia.host, port: instancia.port, method: metodo, path: ruta, headers, agent: false });
      up.on('socket', (s) => {
        s.setNoDelay(true);
        s.once('connect', () => (conectada = true));
      });
      up.on('finish', () => {
        this.reenviadas[destino] = (this.reenviadas[destino] ?? 0) + 1;
      });
      let respondida = false;
      let seFue = false;
      up.on('response', (answer) => {
        respondida = true;
        this.#responder(res, answer, destino, resolve);
      });
      up.on('error', (error: NodeJS.ErrnoException) => {
        if (!conectada && RECHAZADA.has(error.code ?? '')) return resolve('rechazada');
        // The answer's own close handles it; a client that left first is no failure of the instance.
        if (respondida || seFue) return resolve('hecha');
        if (!res.headersSent) {
          this.fallos.respuestas502++;
          this.cortes.push({ destino, t: Date.now(), tipo: '502' });
          res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ ok: false, message: 'La instancia no respondió' }));
        } else {
          this.fallos.cortadas++;
          this.cortes.push({ destino, t: Date.now(), tipo: 'cortada' });
          res.destroy();
        }
        resolve('hecha');
      });
      // The client left (a closed tab, an aborted fetch): the instance's request ends too.
      res.on('close', () => {
        if (res.writableFinished) return;
        seFue = true;
        up.destroy();
      });
      up.end(cuerpo);
    }).finally(() => mas(-1));
  }

  #responder(res: ServerResponse, answer: IncomingMessage, destino: number, resolve: (r: 'hecha') => void): void {
    const flujo = String(answer.headers['content-type'] ?? '').startsWith('text/event-stream');
    if (flujo) this.#flujos.set(res, destino);
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, sinSalto(answer.headers));
    res.flushHeaders();
    let resto = '';
    const ruta = res.req.url ?? '';
    answer.on('data', (c: Buffer) => {
      res.write(c);
      if (!flujo) return;
      const lineas = (resto + c.toString('utf8')).split('\n');
      resto = lineas.pop() ?? '';
      for (const l of lineas) if (l.startsWith('data:')) this.eventos.push({ ruta, data: l.slice(5).trim() });
    });
    answer.on('end', () => res.end());
    answer.on('error', () => undefined);
    answer.on('close', () => {
      // The instance died mid-answer: the client's connection is cut, never ended as if whole (a
      // client that left first, or a stream cut by cortarFlujos, is not the instance's doing).
      if (!answer.complete && !res.destroyed) {
        this.fallos.cortadas++;
        this.cortes.push({ destino, t: Date.now(), tipo: 'cortada' });
        res.destroy();
      }
      this.#flujos.delete(res);
      resolve('hecha');
    });
  }
}
