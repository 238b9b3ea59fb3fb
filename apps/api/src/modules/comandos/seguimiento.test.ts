// The follow-up of a deferred answer (interacciones.routes.ts `seguimiento`; docs/integraciones.md,
// «Interacciones»): after Discord's 3 s a command's «thinking…» message is edited into the answer; a
// button's deferred update (type 6) keeps the card, so a decided card (type 7) edits the card and a
// sentence (type 4: a refusal, «already decided») is a new message for the clicker alone; an answer
// with nothing to show sends nothing. The addresses are DISCORD_API_BASE's interaction webhook.
import { describe, expect, it } from 'vitest';
import { seguimiento } from './interacciones.routes.js';
import { EFIMERO, TIPO, type RespuestaInteraccion } from './respuestas.js';
import type { Interaccion } from './comando.js';

const opciones = { apiBase: 'http://127.0.0.1:9/api/' };
const de = (type: number): Interaccion => ({ id: '1', application_id: '700', type, token: 'tok' }) as Interaccion;
const WEBHOOK = 'http://127.0.0.1:9/api/v10/webhooks/700/tok';
const frase: RespuestaInteraccion = { type: TIPO.R_MENSAJE, data: { content: 'Ya está aprobado', flags: EFIMERO } };
const tarjeta: RespuestaInteraccion = { type: TIPO.R_ACTUALIZAR, data: { embeds: [{ title: 'Regear #4' }], components: [] } };

describe('the follow-up of a deferred answer', () => {
  it('a command: its «thinking…» message is edited into the answer', () => {
    const envio = seguimiento(opciones, de(TIPO.COMANDO), frase);
    expect(envio?.url).toBe(`${WEBHOOK}/messages/@original`);
    expect(envio?.init.method).toBe('PATCH');
    expect(JSON.parse(envio!.init.body)).toEqual({ content: 'Ya está aprobado', flags: EFIMERO });
  });

  it('a button whose answer is the decided card: the card itself is edited', () => {
    const envio = seguimiento(opciones, de(TIPO.COMPONENTE), tarjeta);
    expect(envio).toMatchObject({ url: `${WEBHOOK}/messages/@original`, init: { method: 'PATCH' } });
    expect(JSON.parse(envio!.init.body)).toEqual({ embeds: [{ title: 'Regear #4' }], components: [] });
  });

  it('a button or a modal whose answer is a sentence: a new message only the clicker sees, the card untouched', () => {
    for (const tipo of [TIPO.COMPONENTE, TIPO.MODAL]) {
      const envio = seguimiento(opciones, de(tipo), frase);
      expect(envio).toMatchObject({ url: WEBHOOK, init: { method: 'POST' } });
      expect(JSON.parse(envio!.init.body)).toEqual({ content: 'Ya está aprobado', flags: EFIMERO });
    }
  });

  it('an answer with nothing to show (a modal to open, a bare update) sends nothing', () => {
    expect(seguimiento(opciones, de(TIPO.COMPONENTE), { type: TIPO.R_DIFERIDA_ACTUALIZAR })).toBeNull();
  });
});
