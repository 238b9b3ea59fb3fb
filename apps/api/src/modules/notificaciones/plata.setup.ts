// Wires the `/plata` slash command into the Discord gateway client: every client the voice adapter
// creates also answers the command, with the player's page's numbers (plata.ts).
import type { Idioma } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { GatewayClient } from '../../adapters/discord/discord-voice.js';
import { ComandoPlata, type RespuestaComando, type RestLike } from '../../adapters/discord/plata-command.js';
import { resumenJugador } from '../ganancias/ganancias.service.js';
import { jugadoresSelect } from '../jugadores/jugadores.service.js';
import { respuestaPlata, type LecturaPlata } from './plata.js';

export interface PlataWiring {
  createClient: () => GatewayClient;
  iniciar(db: Db, log: Logger): void;
}

/** The command's reads: the player's page (ganancias) and the active players (jugadores). */
export const lecturaPlata = (db: Db): LecturaPlata => ({
  resumen: (nickname) => resumenJugador(db, nickname),
  jugadores: () => jugadoresSelect(db),
});

export async function conComandoPlata(
  token: string,
  guildId: string,
  createClient: () => GatewayClient,
  createRest?: (token: string) => RestLike,
  idioma: Idioma = 'es',
  /** Other guild commands answered by the same client (`/contenido`, modules/asistencia/contenido.ts). */
  otros: readonly RespuestaComando[] = [],
): Promise<PlataWiring> {
  const rest = createRest ? createRest(token) : (await import('../../adapters/discord/plata-rest.js')).createDiscordRest(token);
  let lectura: LecturaPlata | null = null;
  let log: Logger | null = null;
  const respuesta = respuestaPlata(
    guildId,
    () => lectura,
    (error) => log?.warn({ err: error }, 'Discord: /plata no pudo leer la base de datos'),
    idioma,
  );
  const comandos = [respuesta, ...otros].map((r) => new ComandoPlata({ guildId, rest, respuesta: r }));
  return {
    createClient: () => comandos.reduce((client, comando) => comando.conectar(client), createClient()),
    iniciar(db, l) {
      log = l;
      lectura = lecturaPlata(db);
      for (const comando of comandos) comando.iniciar(l);
    },
  };
}
