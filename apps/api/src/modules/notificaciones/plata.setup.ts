// Wires the `/plata` slash command into the Discord gateway client: every client the voice adapter
// creates also answers the command, reading through plata.repository.ts.
import type { Db } from '../../db/client.js';
import type { GatewayClient, Logger } from '../../adapters/discord/discord-voice.js';
import { ComandoPlata, type RestLike } from '../../adapters/discord/plata-command.js';
import { jugadoresActivos, plataDeJugador } from './plata.repository.js';

export interface PlataWiring {
  createClient: () => GatewayClient;
  iniciar(db: Db, log: Logger): void;
}

export async function conComandoPlata(
  token: string,
  guildId: string,
  createClient: () => GatewayClient,
  createRest?: (token: string) => RestLike,
): Promise<PlataWiring> {
  const rest = createRest ? createRest(token) : (await import('../../adapters/discord/plata-rest.js')).createDiscordRest(token);
  const comando = new ComandoPlata({ guildId, rest });
  return {
    createClient: () => comando.conectar(createClient()),
    iniciar(db, log) {
      comando.iniciar(
        { plata: (nickname) => plataDeJugador(db, nickname, new Date()), jugadores: () => jugadoresActivos(db) },
        log,
      );
    },
  };
}
