// The Discord OAuth client (docs/integraciones.md, "Discord login"): a redirect from the configured base is
// never followed — the code, the client secret and the member's token never reach another address —
// and counts as Discord not answering.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscordCaido, DiscordOAuth } from './oauth.js';

interface Servidor {
  base: string;
  peticiones: string[];
  server: Server;
}

async function servir(responder: (req: IncomingMessage) => { status: number; location?: string }): Promise<Servidor> {
  const peticiones: string[] = [];
  const server = createServer((req, res) => {
    peticiones.push(`${req.method} ${req.url}`);
    const { status, location } = responder(req);
    res.writeHead(status, { 'content-type': 'application/json', ...(location ? { location } : {}) });
    res.end(JSON.stringify({ access_token: 'robado', id: '1', username: 'x', roles: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, peticiones, server };
}

let otro: Servidor;
let redirige: Servidor;
let status = 302;
beforeAll(async () => {
  otro = await servir(() => ({ status: 200 }));
  redirige = await servir((req) => ({ status, location: `${otro.base}${req.url ?? '/'}` }));
});
afterAll(async () => {
  for (const s of [otro, redirige]) await new Promise((resolve) => s.server.close(resolve));
});

const cliente = () =>
  new DiscordOAuth({
    apiBase: redirige.base,
    clientId: '111111111111111111',
    clientSecret: 'secreto-del-cliente',
    guildId: '222222222222222222',
    redirectUri: 'https://reparto.example/api/auth/discord/callback',
    rolesPorCargo: new Map(),
  });

describe('DiscordOAuth and redirects', () => {
  it.each([301, 302, 303, 307, 308])('a %i on every endpoint is a failure, never followed', async (codigo) => {
    status = codigo;
    const antes = redirige.peticiones.length;
    const oauth = cliente();
    const llamadas = [
      () => oauth.canjear('codigo', 'verificador'),
      () => oauth.renovar('renovacion'),
      () => oauth.usuario('acceso'),
      () => oauth.miembro('acceso'),
    ];
    for (const llamada of llamadas) {
      const error = await llamada().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DiscordCaido);
      expect((error as Error).message).toBe(`Discord respondió ${codigo}: una redirección, que no se sigue`);
    }
    expect(redirige.peticiones.length - antes).toBe(llamadas.length);
    expect(otro.peticiones).toEqual([]);
  });
});
