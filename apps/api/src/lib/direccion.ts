// A client's address as the per-address limits count it (docs/reliability.md, "Per-address limits"):
// an IPv4 address as it is (also when it arrives IPv4-mapped, `::ffff:1.2.3.4`), and an IPv6 address
// by its /64 network, the block one subscriber gets: a client changing the last 64 bits at will is still
// one client. And the per-address cap on open connections, which a slow client cannot go around.
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { Server } from 'node:http';

/** The 8 groups of an IPv6 address, expanded (`::` filled with zeros). */
function grupos(ip: string): number[] | null {
  const [cabeza = '', cola] = ip.split('::');
  const parte = (s: string) => (s === '' ? [] : s.split(':'));
  const a = parte(cabeza);
  const b = cola === undefined ? [] : parte(cola);
  const faltan = 8 - a.length - b.length;
  if (faltan < 0 || (cola === undefined && faltan !== 0)) return null;
  const todos = [...a, ...Array<string>(faltan).fill('0'), ...b].map((g) => parseInt(g, 16));
  return todos.some((g) => Number.isNaN(g)) ? null : todos;
}

/** The key a per-address limit counts under. */
export function claveDeDireccion(ip: string | undefined): string {
  if (!ip) return 'desconocida';
  const mapeada = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapeada) return mapeada[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const g = grupos(ip.split('%')[0]!);
  if (!g) return ip;
  return `${g
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(':')}::/64`;
}

/** The networks TRUST_PROXY's keywords stand for (as proxy-addr reads them). */
const PALABRAS: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether an address is one of the trusted proxies of TRUST_PROXY (`true`: every address; a list of
 * addresses, networks and the keywords loopback, linklocal, uniquelocal).
 */
export function proxiesDeConfianza(trustProxy: boolean | string | undefined): (ip: string) => boolean {
  if (trustProxy === true) return () => true;
  if (!trustProxy) return () => false;
  const lista = new BlockList();
  for (const entrada of trustProxy.split(',').map((e) => e.trim().toLowerCase())) {
    for (const red of PALABRAS[entrada] ?? [entrada]) {
      const [direccion = '', prefijo] = red.split('/');
      const tipo = isIPv6(direccion) ? 'ipv6' : 'ipv4';
      if (prefijo === undefined) lista.addAddress(direccion, tipo);
      else lista.addSubnet(direccion, Number(prefijo), tipo);
    }
  }
  return (ip) => {
    const v4 = claveDeDireccion(ip);
    return isIPv4(v4) ? lista.check(v4, 'ipv4') : isIPv6(ip) && lista.check(ip, 'ipv6');
  };
}

/**
 * At most `max` open connections from one address (its key); one more is closed at once, before a
 * byte is read. The trusted proxies' connections are not counted: they carry every client, and the
 * proxy limits each of them (docs/deploy.md, "Proxy inverso").
 */
export function limitarConexiones(server: Server, max: number, confiable: (ip: string) => boolean): void {
  const abiertas = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const ip = socket.remoteAddress;
    if (!ip || confiable(ip)) return;
    const clave = claveDeDireccion(ip);
    const n = (abiertas.get(clave) ?? 0) + 1;
    if (n > max) {
      socket.destroy();
      return;
    }
    abiertas.set(clave, n);
    socket.once('close', () => {
      const resto = (abiertas.get(clave) ?? 1) - 1;
      if (resto <= 0) abiertas.delete(clave);
      else abiertas.set(clave, resto);
    });
  });
}
