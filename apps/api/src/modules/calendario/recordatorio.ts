// The calendar's reminder (docs/integraciones.md, «Calendario»): every minute, on the leader instance
// only (ops/lider.ts, server.ts), each open event starting within the guild's `recordatorioMin` (default
// 30; 0: none) and not yet reminded gets one message in the calendar channel through the outbox,
// mentioning the members signed up or confirmed whose account is linked to Discord, and a push to
// each of their devices with reminders on (modules/push). The event is
// marked (`evento.recordatorio`) in the same transaction, with a conditional update that skips rows
// another run holds: exactly once, even with two instances or two runs at once.
import type { Db } from '../../db/client.js';
import { escribir } from '../../lib/escritura.js';
import type { Logger } from '../../lib/logger.js';
import { mensaje } from '../../lib/mensajes.js';
import { escapar } from '../notificaciones/embed.js';
import { encolarLlamada } from '../notificaciones/llamadas.js';
import type { AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './calendario.repository.js';
import { marcaDiscord } from './discord.js';
import { encolarPushRecordatorio } from '../push/encolar.js';

export const RECORDATORIO_MS = 60_000;
/** A Discord message's content is at most 2000 characters. */
const CONTENIDO_MAX = 2000;

/** The reminder's text: the event, when it starts (relative), where, and the mentions that fit. */
export function textoRecordatorio(
  e: { titulo: string; lugar: string; inicio: string },
  menciones: readonly string[],
  idioma: AjustesAvisos['idioma'],
): { content: string; usuarios: string[] } {
  const cabeza = mensaje(
    'calendario.recordatorio',
    { titulo: escapar(e.titulo), cuando: marcaDiscord(e.inicio, 'R'), lugar: escapar(e.lugar) },
    idioma,
  );
  const usuarios: string[] = [];
  let content = cabeza;
  for (const id of menciones.slice(0, 100)) {
    const siguiente = mensaje(
      'calendario.recordatorioApuntados',
      { menciones: [...usuarios, id].map((u) => `<@${u}>`).join(' ') },
      idioma,
    );
    if (cabeza.length + 1 + siguiente.length > CONTENIDO_MAX) break;
    usuarios.push(id);
    content = `${cabeza}\n${siguiente}`;
  }
  return { content, usuarios };
}

/**
 * One run: queues the reminders due at `ahora` and marks their events; answers how many. The Discord
 * message needs DISCORD_TOKEN and a calendar channel, the members' pushes Web Push (`ajustes.clavePush`);
 * nothing with neither, or with the reminder off (0 minutes).
 */
export async function recordarEventos(db: Db, ajustes: AjustesAvisos, ahora = new Date()): Promise<number> {
  const canalGremio = ajustes.gremio?.canalCalendario;
  const minutos = ajustes.gremio?.recordatorioMin ?? 30;
  const discord = ajustes.rest && canalGremio ? canalGremio : null;
  if ((!discord && !ajustes.clavePush) || minutos <= 0) return 0;
  const { resultado } = await escribir(db, async (tx) => {
    const debidos = await repo.marcarPorRecordar(tx, ahora, minutos);
    for (const e of debidos) {
      if (discord) {
        const { content, usuarios } = textoRecordatorio(e, await repo.discordDeApuntados(tx, e.id_evento), ajustes.idioma);
        const canal = e.canal ?? discord;
        await encolarLlamada(tx, 'recordatorio', `Recordatorio del evento #${e.id_evento}: ${e.titulo}`, {
          clase: 'rest',
          metodo: 'POST',
          ruta: `/channels/${canal}/messages`,
          body: { content, allowed_mentions: { parse: [], users: usuarios } },
        });
      }
      // The members' own devices (Web Push, docs/pwa.md): those signed up who turned reminders on.
      if (ajustes.clavePush) await encolarPushRecordatorio(tx, e, ahora, ajustes.idioma);
    }
    // No audit row (nobody wrote it) and no change a screen shows.
    return { resultado: debidos.length, auditoria: [], cambio: null };
  });
  return resultado;
}

export interface Recordatorios {
  stop(): void;
  /** Resolves when the run in progress, if any, is over (tests, shutdown). */
  idle(): Promise<void>;
}

/** Runs `recordarEventos` every `intervaloMs` (a minute), never two runs at once. The leader's job. */
export function iniciarRecordatorios(options: {
  db: Db;
  ajustes: AjustesAvisos;
  log: Pick<Logger, 'error'>;
  intervaloMs?: number;
}): Recordatorios {
  const { db, ajustes, log } = options;
  const intervalo = options.intervaloMs ?? RECORDATORIO_MS;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const programar = () => {
    if (stopped) return;
    timer = setTimeout(tick, intervalo);
    timer.unref();
  };
  const tick = () => {
    running = (async () => {
      try {
        await recordarEventos(db, ajustes);
      } catch (error) {
        log.error({ err: error }, 'recordatorios del calendario: error');
      }
      programar();
    })();
  };
  programar();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
    idle: () => running,
  };
}

/** The reminders as a leader's job (ops/lider.ts `Tarea`: app.ts registers it as `recordatorios`). */
export function tareaRecordatorios(db: Db, ajustes: AjustesAvisos, log: Pick<Logger, 'error'>) {
  let r: Recordatorios | null = null;
  return {
    iniciar: () => void (r = iniciarRecordatorios({ db, ajustes, log })),
    detener: async () => {
      r?.stop();
      await r?.idle();
    },
  };
}
