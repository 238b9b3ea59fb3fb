// The attendance recorder (docs/asistencia.md): while a session is open it keeps one open interval per
// member present in the session's channel. It never trusts a single event: on each voice-state change
// touching a channel with an open session, and each time the gateway's whole picture is known again
// (connect, reconnect, resume: `listo`), it reads the channel's current members and closes or opens
// intervals to match. So a restart or a disconnection loses no interval: one still open for a member
// who is still there stays open, one whose member left meanwhile closes at the reconnection. Its
// timer ends sessions past ASISTENCIA_MAX_HORAS at their `fin_previsto` (also at start-up).
// The work runs one piece at a time, in order (`idle()` waits for it: the tests do).
import { quitarEtiquetaGremio } from '@reparto/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { escribir } from '../../lib/escritura.js';
import type { EventoVoz, MiembroVoz, VoiceAdapter } from '../../adapters/voice.js';
import type { AjustesAvisos } from '../notificaciones/notificar.js';
import * as repo from './asistencia.repository.js';
import { findJugadoresPorNickname } from '../jugadores/jugadores.repository.js';
import { terminar, terminarVencidas, type ConfigAsistencia } from './asistencia.service.js';

export interface DepsGrabador {
  db: Db;
  /** Read on each use: tests replace the app's adapter. */
  voice: () => VoiceAdapter;
  config: ConfigAsistencia;
  ajustesAvisos: () => AjustesAvisos;
  log: FastifyBaseLogger;
  /** How often overdue sessions are looked for. */
  revisionMs?: number;
}

export class GrabadorAsistencia {
  #cola: Promise<void> = Promise.resolve();
  #dejarDeOir: (() => void) | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(readonly deps: DepsGrabador) {}

  /** Listens to the gateway, ends overdue sessions and reads every recorded channel once. */
  iniciar(): Promise<void> {
    const voice = this.deps.voice();
    this.#dejarDeOir?.();
    this.#dejarDeOir = voice.onVoiceState ? voice.onVoiceState((e) => this.#alEvento(e)) : null;
    if (!this.#timer) {
      this.#timer = setInterval(() => void this.revisarVencidas(), this.deps.revisionMs ?? 60_000);
      this.#timer.unref();
    }
    void this.revisarVencidas();
    void this.reconciliarTodo();
    return this.idle();
  }

  detener(): Promise<void> {
    this.#dejarDeOir?.();
    this.#dejarDeOir = null;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    return this.idle();
  }

  /** Resolves when the work queued so far is done. */
  async idle(): Promise<void> {
    let cola: Promise<void>;
    do {
      cola = this.#cola;
      await cola;
    } while (cola !== this.#cola);
  }

  revisarVencidas(): Promise<void> {
    return this.#encolar(async () => {
      await terminarVencidas({ db: this.deps.db, config: this.deps.config, ajustesAvisos: this.deps.ajustesAvisos() });
    });
  }

  /** Reads every channel with an open session again. */
  reconciliarTodo(): Promise<void> {
    return this.#encolar(async () => {
      for (const s of await repo.sesionesAbiertas(this.deps.db)) await this.#reconciliar(s);
    });
  }

  /** Reads one channel again (a session just started on it). */
  reconciliarCanal(idCanal: string): Promise<void> {
    return this.#encolar(async () => {
      const s = await repo.sesionAbiertaDelCanal(this.deps.db, idCanal);
      if (s) await this.#reconciliar(s);
    });
  }

  #alEvento(evento: EventoVoz): void {
    if (evento.tipo === 'listo') {
      void this.reconciliarTodo();
      return;
    }
    for (const canal of new Set([evento.antes, evento.despues])) if (canal) void this.reconciliarCanal(canal);
  }

  #encolar(trabajo: () => Promise<void>): Promise<void> {
    const siguiente = this.#cola.then(trabajo).catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'Asistencia: no se pudo registrar un cambio de los canales de voz');
    });
    this.#cola = siguiente;
    return siguiente;
  }

  async #reconciliar(s: repo.SesionFila): Promise<void> {
    const { db, config } = this.deps;
    const ahora = config.reloj();
    if (ahora >= s.finPrevisto) {
      await terminar({ db, config, ajustesAvisos: this.deps.ajustesAvisos() }, null, s.idSesion);
      return;
    }
    const voice = this.deps.voice();
    let presentes: MiembroVoz[];
    try {
      if (!voice.members) return;
      presentes = await voice.members(s.idCanal);
    } catch {
      // Discord is not connected (or the channel is gone): keep the intervals as they are until it is.
      return;
    }
    const ids = new Set(presentes.map((m) => m.id));
    await escribir(db, async (tx) => {
      const abiertos = await repo.intervalosAbiertos(tx, s.idSesion);
      const conIntervalo = new Set(abiertos.map((i) => i.idDiscord));
      const salen = abiertos.filter((i) => !ids.has(i.idDiscord)).map((i) => i.idIntervalo);
      const entran = presentes.filter((m) => !conIntervalo.has(m.id));
      const claves = entran.map((m) => quitarEtiquetaGremio(m.nombre).trim().toLowerCase());
      // Players by nickname (lower-case keys), to store `id_player` when a member's name matches one.
      const encontrados = await findJugadoresPorNickname(tx, [...new Set(claves)]);
      const jugadores = new Map(encontrados.map((j) => [j.nickname.toLowerCase(), j.idPlayer]));
      const cerrados = await repo.cerrarIntervalos(tx, salen, ahora);
      const abiertosNuevos = await repo.abrirIntervalos(
        tx,
        entran.map((m, i) => ({
          idSesion: s.idSesion,
          idDiscord: m.id,
          nombre: m.nombre,
          idPlayer: jugadores.get(claves[i]!) ?? null,
          entrada: ahora,
        })),
      );
      // Recording is not a user's write: no audit row; the live screens still hear of it.
      return { resultado: null, auditoria: [], cambio: cerrados + abiertosNuevos > 0 ? { tipo: 'asistencia' as const } : null };
    });
  }
}
