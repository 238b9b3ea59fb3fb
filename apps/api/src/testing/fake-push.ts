// A local push service (tests and e2e; docs/pwa.md, «Avisos en el dispositivo»): it hands out browser
// subscriptions whose endpoint is this server and whose keys it generated, so that it can do what a
// browser's push service and the browser do together — accept the RFC 8030 POST, check the VAPID
// `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292: an ES256 signature by `k`, `aud` the endpoint's
// origin, `exp` in the future and at most 24 h away, `sub` mailto: or https:), and decrypt the
// aes128gcm body (RFC 8188 with the keys of RFC 8291) with the subscription's private key and auth
// secret. Written here on node:crypto, apart from `web-push`, so each checks the other. A test can make
// it answer 404/410/500 (or slowly) for an endpoint. Self-contained (node: only): e2e imports it too.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';

export interface SuscripcionFalsa {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Recibido {
  /** The subscription's id (the endpoint's last segment). */
  id: string;
  status: number;
  /** The decrypted payload (JSON), when the push was accepted. */
  contenido: { title: string; body: string; url: string; tag: string } | null;
  /** Why it was refused (400/401/403), or null. */
  rechazo: string | null;
  /** The VAPID JWT's claims and public key, when they could be read. */
  vapid: { aud: string; exp: number; sub: string; k: string } | null;
  ttl: string | null;
}

export type RespuestaFalsa = { status: 201 | 404 | 410 | 429 | 500 | 400 } | { status: 'lento'; ms: number };

const b64 = (s: string) => Buffer.from(s, 'base64url');

/** HKDF-SHA-256 (RFC 5869), `len` bytes. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, len: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, len));

/** The plaintext of an aes128gcm body (RFC 8188, one record) for the receiver's ECDH key and auth secret (RFC 8291). */
export function descifrar(body: Buffer, privada: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const emisor = body.subarray(21, 21 + idlen);
  const cifrado = body.subarray(21 + idlen);
  if (idlen !== 65 || rs < 18 || cifrado.length > rs) throw new Error('cabecera aes128gcm inválida');
  const receptor = privada.ecdh.getPublicKey();
  const secreto = privada.ecdh.computeSecret(emisor);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), receptor, emisor]);
  const ikm = hkdf(privada.auth, secreto, info, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(cifrado.subarray(cifrado.length - 16));
  const plano = Buffer.concat([d.update(cifrado.subarray(0, cifrado.length - 16)), d.final()]);
  // The last record: the data, the delimiter 0x02, then zero padding.
  let fin = plano.length - 1;
  while (fin >= 0 && plano[fin] === 0) fin--;
  if (plano[fin] !== 2) throw new Error('falta el delimitador del último registro');
  return plano.subarray(0, fin);
}

/** Checks a VAPID header; answers its claims, or throws why it is refused. */
export function comprobarVapid(
  authorization: string | undefined,
  endpoint: string,
  ahoraS: number,
): { aud: string; exp: number; sub: string; k: string } {
  const m = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error('sin cabecera vapid');
  const [jwt, k] = [m[1]!, m[2]!];
  const [h, c, firma] = jwt.split('.');
  if (!h || !c || !firma) throw new Error('JWT mal formado');
  const cabecera = JSON.parse(b64(h).toString()) as { alg?: string };
  if (cabecera.alg !== 'ES256') throw new Error('el JWT no es ES256');
  const punto = b64(k);
  if (punto.length !== 65 || punto[0] !== 4) throw new Error('k no es una clave P-256 sin comprimir');
  const clave = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: punto.subarray(1, 33).toString('base64url'), y: punto.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${h}.${c}`), { key: clave, dsaEncoding: 'ieee-p1363' }, b64(firma));
  if (!ok) throw new Error('la firma del JWT no es de k');
  const claims = JSON.parse(b64(c).toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud} no es ${new URL(endpoint).origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= ahoraS || claims.exp > ahoraS + 24 * 3600)
    throw new Error('exp vencido o a más de 24 h');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub no es mailto: ni https:');
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, k };
}

export class FakePush {
  readonly recibidos: Recibido[] = [];
  #privadas = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  #respuestas = new Map<string, RespuestaFalsa[]>();
  #porDefecto = new Map<string, RespuestaFalsa>();
  #sockets = new Set<Socket>();
  #server = createServer((req, res) => void this.#atender(req, res));
  base = '';

  async start(port = 0): Promise<this> {
    this.#server.on('connection', (s) => {
      this.#sockets.add(s);
      s.on('close', () => this.#sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const s of this.#sockets) s.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** A new browser subscription (as PushSubscription.toJSON() gives it) whose keys this fake holds. */
  suscripcion(): SuscripcionFalsa {
    const id = randomBytes(9).toString('base64url');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.#privadas.set(id, { ecdh, auth });
    return {
      endpoint: `${this.base}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The next answers for `endpoint`, in order; then its default (201). */
  siguiente(endpoint: string, ...r: RespuestaFalsa[]): this {
    const id = idDe(endpoint);
    this.#respuestas.set(id, [...(this.#respuestas.get(id) ?? []), ...r]);
    return this;
  }

  /** Every answer for `endpoint` from now on (e.g. 410: the subscription is gone). */
  siempre(endpoint: string, r: RespuestaFalsa): this {
    this.#porDefecto.set(idDe(endpoint), r);
    return this;
  }

  /** The pushes `endpoint` received and accepted (2xx), decrypted. */
  entregados(endpoint: string) {
    const id = idDe(endpoint);
    return this.recibidos.filter((r) => r.id === id && r.status >= 200 && r.status < 300).map((r) => r.contenido!);
  }

  async #atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const partes: Buffer[] = [];
    for await (const chunk of req) partes.push(chunk as Buffer);
    const id = (req.url ?? '').replace(/^\/push\//, '');
    const registro: Recibido = {
      id,
      status: 0,
      contenido: null,
      rechazo: null,
      vapid: null,
      ttl: req.headers.ttl?.toString() ?? null,
    };
    this.recibidos.push(registro);
    const responder = (status: number) => {
      registro.status = status;
      res.writeHead(status).end();
    };
    const privada = this.#privadas.get(id);
    if (req.method !== 'POST' || !privada) return responder(404);
    try {
      registro.vapid = comprobarVapid(req.headers.authorization, `${this.base}/push/${id}`, Math.floor(Date.now() / 1000));
    } catch (error) {
      registro.rechazo = (error as Error).message;
      return responder(401);
    }
    if (req.headers['content-encoding'] !== 'aes128gcm' || !registro.ttl) {
      registro.rechazo = 'falta Content-Encoding: aes128gcm o TTL';
      return responder(400);
    }
    try {
      registro.contenido = JSON.parse(descifrar(Buffer.concat(partes), privada).toString('utf8')) as Recibido['contenido'];
    } catch (error) {
      registro.rechazo = `no se pudo descifrar: ${(error as Error).message}`;
      return responder(400);
    }
    const r = this.#respuestas.get(id)?.shift() ?? this.#porDefecto.get(id) ?? { status: 201 };
    if (r.status === 'lento') {
      await new Promise((resolve) => setTimeout(resolve, r.ms));
      return responder(201);
    }
    // A refused push was not delivered: its content is not kept as received.
    if (r.status >= 300) registro.contenido = null;
    return responder(r.status);
  }
}

const idDe = (endpoint: string) => endpoint.slice(endpoint.lastIndexOf('/') + 1);
