// A fake's HTTP server on this machine (127.0.0.1, a free port unless one is given): what the local
// fakes of Discord share. close() drops the open connections first, so a test never waits for them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ServidorLocal {
  port: number;
  close(): Promise<void>;
}

export async function escuchar(
  atender: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  port = 0,
): Promise<ServidorLocal> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => void atender(req, res));
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
