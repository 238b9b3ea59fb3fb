// Wires the guild's slash commands into the Discord gateway client: every client the voice adapter
// creates also answers `/plata`, with the player's page's numbers (plata.ts), and `/contenido`
// (contenido.ts), once the app has started.
import type { Idioma } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { GatewayClient } from '../../adapters/discord/discord-voice.js';
import { ComandoSlash, type RestLike } from '../../adapters/discord/comando-slash.js';
import { resumenJugador } from '../ganancias/ganancias.service.js';
import { jugadoresSelect } from '../jugadores/jugadores.service.js';
import { saldoDeNickname } from '../libro/libro.repository.js';
import { PLATA, type LecturaPlata } from './plata.js';
import { CONTENIDO, type DepsContenido } from './contenido.js';
import { respuestaComando } from './comando.js';

export interface ComandosWiring {
  createClient: () => GatewayClient;
  /** Gives the commands the app: `/plata` reads `db`; `/contenido` answers once it has `contenido`. */
  iniciar(db: Db, log: Logger, contenido?: { deps: DepsContenido; log: Logger }): void;
}

/** The command's reads: the player's page (ganancias), their ledger balance (libro) and the active players (jugadores). */
export const lecturaPlata = (db: Db): LecturaPlata => ({
  resumen: async (nickname) => {
    const [r, saldo] = await Promise.all([resumenJugador(db, nickname), saldoDeNickname(db, nickname)]);
    return r && { ...r, saldo: saldo ?? 0 };
  },
  jugadores: () => jugadoresSelect(db),
});

export async function conComandos(
  token: string,
  guildId: string,
  createClient: () => GatewayClient,
  createRest?: (token: string) => RestLike,
  idioma: Idioma = 'es',
): Promise<ComandosWiring> {
  const rest = createRest ? createRest(token) : (await import('../../adapters/discord/rest.js')).createDiscordRest(token);
  let lectura: LecturaPlata | null = null;
  let log: Logger | null = null;
  let contenido: { deps: DepsContenido; log: Logger } | null = null;
  const respuestas = [
    respuestaComando(
      PLATA,
      guildId,
      () => lectura,
      (error) => log?.warn({ err: error }, 'Discord: /plata no pudo leer la base de datos'),
      idioma,
    ),
    respuestaComando(
      CONTENIDO,
      guildId,
      () => contenido?.deps ?? null,
      (error) => contenido?.log.warn({ err: error }, 'Discord: /contenido no pudo completarse'),
      idioma,
    ),
  ];
  const comandos = respuestas.map((respuesta) => new ComandoSlash({ guildId, rest, respuesta }));
  return {
    createClient: () => comandos.reduce((client, comando) => comando.conectar(client), createClient()),
    iniciar(db, l, app) {
      log = l;
      lectura = lecturaPlata(db);
      contenido = app ?? null;
      for (const comando of comandos) comando.iniciar(l);
    },
  };
}
