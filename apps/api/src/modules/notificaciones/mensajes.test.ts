// Discord's limits on the message builders: a 200-player distribution, long reasons and nicknames.
import { describe, expect, it } from 'vitest';
import { LIMITES, construirMensaje, escapar, longitudEmbed, recortar } from './mensajes.js';

const creada = (jugadores: string[], motivo = 'ZvZ') =>
  construirMensaje({
    tipo: 'distribucion_creada',
    idDistribucion: 7,
    idPeriodo: 3,
    motivo,
    silver: 200_000_000,
    silverUnitario: 1_000_000,
    encargado: 'aldrakar',
    jugadores,
  }).body.embeds[0]!;

function dentroDeLimites(e: ReturnType<typeof creada>) {
  expect(e.title.length).toBeLessThanOrEqual(LIMITES.titulo);
  expect(e.description.length).toBeLessThanOrEqual(LIMITES.descripcion);
  expect(e.fields.length).toBeLessThanOrEqual(LIMITES.campos);
  for (const f of e.fields) {
    expect(f.name.length).toBeLessThanOrEqual(LIMITES.nombreCampo);
    expect(f.value.length).toBeLessThanOrEqual(LIMITES.valorCampo);
  }
  expect(longitudEmbed(e)).toBeLessThanOrEqual(LIMITES.total);
}

describe('limits', () => {
  it('lists 200 long nicknames across fields and ends with "y N más"', () => {
    const nombres = Array.from({ length: 200 }, (_, i) => `jugador_con_nombre_largo_${String(i).padStart(3, '0')}`);
    const e = creada(nombres);
    dentroDeLimites(e);
    expect(e.fields.length).toBeGreaterThan(1);
    const ultimo = e.fields.at(-1)!.value;
    const m = / y (\d+) más$/.exec(ultimo);
    expect(m).not.toBeNull();
    const listados = e.fields
      .map((f) => f.value.replace(/ y \d+ más$/, ''))
      .join(', ')
      .split(', ');
    expect(listados.length + Number(m![1])).toBe(200);
    expect(listados[0]).toBe('jugador\\_con\\_nombre\\_largo\\_000');
    expect(e.description).toContain('**Jugadores:** 200');
    expect(e.description).toContain('**Plata total:** $200.000.000');
  });

  it('lists 200 short nicknames whole when they fit', () => {
    const nombres = Array.from({ length: 200 }, (_, i) => `p${i}`);
    const e = creada(nombres);
    dentroDeLimites(e);
    expect(
      e.fields
        .map((f) => f.value)
        .join(', ')
        .split(', '),
    ).toEqual(nombres);
    expect(e.fields.length).toBeGreaterThan(1);
  });

  it('cuts a long reason in the title and the description', () => {
    const e = creada(['a'], `${'*'.repeat(300)}${'x'.repeat(4_000)}`);
    dentroDeLimites(e);
    expect(e.title.endsWith('…')).toBe(true);
    expect(e.title).not.toMatch(/[^\\]\\…$/); // never half an escape
  });

  it('escapes and cuts safely', () => {
    expect(escapar('@here _a_ `b` ~c~ |d| > e [f](g) #h -i')).toBe(
      '@\u200bhere \\_a\\_ \\`b\\` \\~c\\~ \\|d\\| \\> e \\[f\\]\\(g\\) \\#h \\-i',
    );
    expect(recortar('ab\\*cd', 4)).toBe('ab…');
    expect(recortar('abc', 3)).toBe('abc');
  });

  it('always sends allowed_mentions with nothing to parse', () => {
    const m = construirMensaje({ tipo: 'periodo_abierto', idPeriodo: 1, lugar: 'Martlock', por: '@everyone' });
    expect(m.body.allowed_mentions).toEqual({ parse: [] });
    expect(m.body.embeds[0]!.description).toBe('**Abierto por:** @\u200beveryone');
  });
});

describe('the regear messages (docs/regear.md)', () => {
  const base = { idReclamo: 42, idPeriodo: 7, lugar: 'Lymhurst', jugador: 'brun_hild', silver: 1_250_000, por: 'tesorero' };

  it('name the regear, the player and the amount; rejected and undone give the reason', () => {
    const reclamado = construirMensaje({ tipo: 'regear_reclamado', ...base, sinPrecio: 2, por: 'brun_hild' });
    expect(reclamado.resumen).toBe('Regear reclamado #42: $1.250.000 a brun_hild (periodo 7)');
    expect(reclamado.body.embeds[0]).toMatchObject({
      title: 'Regear reclamado #42: brun\\_hild',
      description: '**Plata:** $1.250.000 (2 sin precio)\n**Reclamado por:** brun\\_hild\n**Periodo:** 7 (Lymhurst)',
    });
    expect(construirMensaje({ tipo: 'regear_aprobado', ...base }).body.embeds[0]!.description).toBe(
      '**Plata:** $1.250.000\n**Aprobado por:** tesorero\n**Periodo:** 7 (Lymhurst)',
    );
    const rechazado = construirMensaje({ tipo: 'regear_rechazado', ...base, razon: 'Sin *grabación*' });
    expect(rechazado.resumen).toBe('Regear rechazado #42: $1.250.000 a brun_hild (periodo 7)');
    expect(rechazado.body.embeds[0]!.description).toContain('**Razón:** Sin \\*grabación\\*');
    const pagado = construirMensaje({ tipo: 'regear_pagado', ...base, por: 'distri' });
    expect(pagado.body.embeds[0]).toMatchObject({ title: 'Regear pagado #42: brun\\_hild' });
    expect(pagado.body.embeds[0]!.description).toContain('**Distribuidor:** distri');
    const deshecho = construirMensaje({ tipo: 'regear_pago_deshecho', ...base, razon: 'Pagado dos veces' });
    expect(deshecho.resumen).toBe('Pago de regear deshecho #42: $1.250.000 a brun_hild (periodo 7)');
    expect(deshecho.body.embeds[0]!.description).toBe(
      '**Plata:** $1.250.000 (vuelve a estar aprobado)\n**Distribuidor:** tesorero\n**Razón:** Pagado dos veces\n**Periodo:** 7 (Lymhurst)',
    );
  });

  it('stay within Discord’s limits with a long reason', () => {
    const e = construirMensaje({ tipo: 'regear_rechazado', ...base, razon: 'x'.repeat(5000) }).body.embeds[0]!;
    dentroDeLimites(e);
  });
});

describe('the withdrawal messages (docs/libro.md, «Retiros»)', () => {
  const base = { idRetiro: 9, jugador: 'brun_hild', silver: 2_500_000, por: 'tesorero' };

  it('name the withdrawal, the player, the amount and who; a rejected one gives the reason; in the guild’s language', () => {
    const pedido = construirMensaje({ tipo: 'retiro_solicitado', ...base, por: 'brun_hild' });
    expect(pedido.resumen).toBe('Retiro solicitado #9: $2.500.000 de brun_hild');
    expect(pedido.body.embeds[0]).toMatchObject({
      title: 'Retiro solicitado #9: brun\\_hild',
      description: '**Plata:** $2.500.000\n**Solicitado por:** brun\\_hild',
    });
    expect(construirMensaje({ tipo: 'retiro_aprobado', ...base }).body.embeds[0]!.description).toBe(
      '**Plata:** $2.500.000\n**Aprobado por:** tesorero',
    );
    const rechazado = construirMensaje({ tipo: 'retiro_rechazado', ...base, razon: 'Sin *plata*' });
    expect(rechazado.body.embeds[0]!.description).toBe(
      '**Plata:** $2.500.000\n**Rechazado por:** tesorero\n**Razón:** Sin \\*plata\\*',
    );
    const pagado = construirMensaje({ tipo: 'retiro_pagado', ...base, por: 'distri' });
    expect(pagado.body.embeds[0]).toMatchObject({ title: 'Retiro pagado #9: brun\\_hild' });
    expect(pagado.body.embeds[0]!.description).toContain('**Pagado por:** distri');
    expect(construirMensaje({ tipo: 'retiro_pagado', ...base }, undefined, 'en').resumen).toBe(
      'Withdrawal paid #9: $2,500,000 of brun_hild',
    );
    expect(construirMensaje({ tipo: 'retiro_aprobado', ...base }, undefined, 'pt-BR').body.embeds[0]!.title).toBe(
      'Saque aprovado #9: brun\\_hild',
    );
  });

  it('stay within Discord’s limits with a long reason', () => {
    dentroDeLimites(construirMensaje({ tipo: 'retiro_rechazado', ...base, razon: 'x'.repeat(5000) }).body.embeds[0]!);
  });

  it('lists the settle-up’s transfers of a new distribution, escaped, in the guild’s words', () => {
    const e = construirMensaje({
      tipo: 'distribucion_creada',
      idDistribucion: 7,
      idPeriodo: 3,
      motivo: 'Mazmorra',
      silver: 3_000_000,
      silverUnitario: 1_000_000,
      encargado: 'aldrakar',
      jugadores: ['aldrakar', 'dark_vex', 'tanque'],
      transferencias: [
        { de: 'aldrakar', a: 'tanque', silver: 700_000 },
        { de: 'aldrakar', a: 'dark_vex', silver: 300_000 },
      ],
    }).body.embeds[0]!;
    dentroDeLimites(e);
    expect(e.description.split('\n').slice(-3)).toEqual([
      '**Transferencias para saldarlo:**',
      '• aldrakar paga $700.000 a tanque',
      '• aldrakar paga $300.000 a dark\\_vex',
    ]);
    expect(creada(['a']).description).not.toContain('Transferencias');
  });
});

describe('the loot buyout messages (docs/venta-botin.md, «Mensajes»)', () => {
  const base = { idVenta: 12, idPeriodo: 7, motivo: 'Cofre *ZvZ*' };

  it('an opened sale: value, deadline as a Discord timestamp, who opened it and the participants', () => {
    const m = construirMensaje(
      {
        tipo: 'venta_abierta',
        ...base,
        valorMercado: 9_000_000,
        cierre: '2026-12-07T21:00:00.000Z',
        por: 'encargado',
        participantes: ['ana', 'bruno'],
      },
      'https://plata.example.org',
    );
    expect(m.resumen).toBe('Venta del botín 12 abierta en el periodo 7: Cofre *ZvZ*');
    const e = m.body.embeds[0]!;
    expect(e.title).toBe('Venta del botín 12: Cofre \\*ZvZ\\*');
    expect(e.description).toBe(
      '**Valor de mercado:** $9.000.000\n**Pujas hasta:** <t:1796677200:F>\n**Abierto por:** encargado\n' +
        'Los participantes pujan en la página de distribuciones del periodo 7',
    );
    expect(JSON.stringify(e.fields)).toContain('bruno');
    expect(e.url).toMatch(/^https:\/\/plata\.example\.org\//);
    expect(m.body.allowed_mentions).toEqual({ parse: [] });
  });

  it('a sold sale names the buyer, the winning silver, the payment and the distribution; one with no bids says so', () => {
    const vendida = construirMensaje({
      tipo: 'venta_cerrada',
      ...base,
      comprador: 'ana',
      silver: 6_000_000,
      pago: 4_200_000,
      idDistribucion: 33,
      por: null,
      participantes: ['ana', 'bruno'],
    });
    expect(vendida.resumen).toBe('Venta del botín 12: ana la compra por $6.000.000');
    expect(vendida.body.embeds[0]!.description).toBe(
      '**Motivo:** Cofre \\*ZvZ\\*\n**Puja ganadora:** $6.000.000 · **Paga:** $4.200.000\n**Distribución:** 33\n' +
        '**Cerrada** al llegar su plazo\n**Periodo:** 7',
    );
    const desierta = construirMensaje(
      {
        tipo: 'venta_cerrada',
        ...base,
        comprador: null,
        silver: null,
        pago: null,
        idDistribucion: null,
        por: 'tesorero',
        participantes: ['ana'],
      },
      undefined,
      'en',
    );
    expect(desierta.body.embeds[0]!.title).toBe('Loot buyout 12 closed with no bids: Cofre \\*ZvZ\\*');
    expect(desierta.body.embeds[0]!.description).toContain('tesorero');
  });
});
