import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { claveDeDireccion, limitarConexiones, proxiesDeConfianza } from './direccion.js';

describe('the key a per-address limit counts under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'desconocida'],
  ])('%s → %s', (ip, clave) => expect(claveDeDireccion(ip)).toBe(clave));

  it('gives one key to every address of a /64, and another to the next /64', () => {
    expect(claveDeDireccion('2001:db8:1:2::1')).toBe(claveDeDireccion('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(claveDeDireccion('2001:db8:1:3::1')).not.toBe(claveDeDireccion('2001:db8:1:2::1'));
  });
});

describe('the trusted proxies of TRUST_PROXY', () => {
  it('reads addresses, networks and keywords, IPv4-mapped addresses included', () => {
    const confia = proxiesDeConfianza('loopback, 172.16.0.0/12, 2001:db8::7');
    expect(['127.0.0.1', '::ffff:127.0.0.1', '::1', '172.20.0.5', '2001:db8::7'].map(confia)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '172.32.0.1', '2001:db8::8', '203.0.113.1'].map(confia)).toEqual([false, false, false, false]);
  });

  it('trusts every address with true and none without TRUST_PROXY', () => {
    expect(proxiesDeConfianza(true)('203.0.113.1')).toBe(true);
    expect(proxiesDeConfianza(false)('127.0.0.1')).toBe(false);
    expect(proxiesDeConfianza(undefined)('127.0.0.1')).toBe(false);
  });
});

describe('the per-address connection cap', () => {
  let server: Server | null = null;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.destroy();
    await new Promise((resolve) => server?.close(resolve));
    server = null;
  });

  /** A server that answers every request at once, capped; `abrir` opens a socket and says whether it stays open. */
  const servir = async (max: number, confiable: (ip: string) => boolean) => {
    server = createServer((_req, res) => res.end('ok'));
    limitarConexiones(server, max, confiable);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const abrir = async () => {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      let respuesta = '';
      socket.on('data', (d) => (respuesta += String(d)));
      socket.on('error', () => undefined);
      const cerrado = new Promise<boolean>((resolve) => socket.once('close', () => resolve(false)));
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      const abierto = await Promise.race([cerrado, new Promise<boolean>((r) => socket.once('data', () => r(true)))]);
      return { socket, abierto: abierto && respuesta.startsWith('HTTP/1.1 200'), cerrado };
    };
    return abrir;
  };

  it('closes a connection beyond the cap at once, and takes one again when another closes', async () => {
    const abrir = await servir(3, () => false);
    const tres = [await abrir(), await abrir(), await abrir()];
    expect(tres.map((c) => c.abierto)).toEqual([true, true, true]);
    const cuarta = await abrir();
    expect(cuarta.abierto).toBe(false);
    tres[0]!.socket.destroy();
    await tres[0]!.cerrado;
    await expect.poll(async () => (await abrir()).abierto).toBe(true);
  });

  it('never counts a trusted proxy: it carries every client', async () => {
    const abrir = await servir(2, (ip) => ip === '127.0.0.1');
    const cinco = [await abrir(), await abrir(), await abrir(), await abrir(), await abrir()];
    expect(cinco.map((c) => c.abierto)).toEqual([true, true, true, true, true]);
  });
});
