// What each pushed aviso says (docs/pwa.md, «Avisos en el dispositivo»), in each language; the avisos
// that are not pushed say nothing.
import { describe, expect, it } from 'vitest';
import type { AvisoDiscord } from '../notificaciones/mensajes.js';
import { contenidoDeAviso, contenidoRecordatorio, jugadoresDeAviso, tipoPushDeAviso } from './textos.js';

const regear = { idReclamo: 7, idPeriodo: 3, lugar: 'Martlock', jugador: 'ana', silver: 250_000, por: 'lider' };
const retiro = { idRetiro: 9, jugador: 'ana', silver: 1_500_000, por: 'tesorero' };

describe('push texts', () => {
  it('each kind, in pt-BR and en, with its page and tag', () => {
    const casos: [AvisoDiscord, string, string, string][] = [
      [
        { tipo: 'pago', idPeriodo: 3, lugar: 'Martlock', jugador: 'ana', silver: 300_000, por: 'x' },
        'Pagamento recebido',
        'Você recebeu $300.000 do período 3 (Martlock)',
        'pago-3',
      ],
      [{ tipo: 'regear_aprobado', ...regear }, 'Regear aprovado', 'Regear #7 de $250.000', 'regear-7'],
      [
        { tipo: 'regear_rechazado', razon: 'Sem foto', ...regear },
        'Regear rejeitado',
        'Regear #7 de $250.000: Sem foto',
        'regear-7',
      ],
      [{ tipo: 'regear_pagado', ...regear }, 'Pagamento recebido', 'Seu regear #7 foi pago: $250.000', 'regear-7'],
      [{ tipo: 'retiro_pagado', ...retiro }, 'Pagamento recebido', 'Sua retirada #9 foi paga: $1.500.000', 'retiro-9'],
    ];
    for (const [aviso, title, body, tag] of casos)
      expect(contenidoDeAviso(aviso, 'pt-BR'), aviso.tipo).toEqual({ title, body, url: '/mi-cuenta', tag });
    expect(contenidoDeAviso({ tipo: 'regear_aprobado', ...regear }, 'en')).toMatchObject({
      title: 'Regear approved',
      body: 'Regear #7 of $250,000',
    });
    expect(contenidoRecordatorio({ id_evento: 4, titulo: 'ZvZ', lugar: 'Lymhurst' }, 15, 'en')).toEqual({
      title: 'Event in 15 min',
      body: 'ZvZ at Lymhurst',
      url: '/calendario',
      tag: 'evento-4',
    });
  });

  it('only the members’ kinds are pushed', () => {
    expect(tipoPushDeAviso({ tipo: 'retiro_solicitado', ...retiro })).toBeNull();
    expect(tipoPushDeAviso({ tipo: 'regear_pago_deshecho', razon: 'x', ...regear })).toBeNull();
    expect(tipoPushDeAviso({ tipo: 'periodo_abierto', idPeriodo: 1, lugar: 'x', por: 'y' })).toBeNull();
    expect(contenidoDeAviso({ tipo: 'retiro_solicitado', ...retiro }, 'es')).toBeNull();
  });

  it('a loot sale closed with no bids says so to each participant, in pt-BR', () => {
    const aviso: AvisoDiscord = {
      tipo: 'venta_cerrada',
      idVenta: 5,
      idPeriodo: 3,
      motivo: 'Baú',
      comprador: null,
      silver: null,
      pago: null,
      idDistribucion: null,
      por: null,
      participantes: ['ana', 'beto'],
    };
    expect(tipoPushDeAviso(aviso)).toBe('venta');
    expect(jugadoresDeAviso(aviso)).toEqual(['ana', 'beto']);
    expect(contenidoDeAviso(aviso, 'pt-BR', 'ana')).toEqual({
      title: 'Venda do loot 5 fechada',
      body: 'Baú: ninguém deu lance; nenhuma distribuição foi feita.',
      url: '/distribucion/crearDist/3/-/3',
      tag: 'venta-5',
    });
  });
});
