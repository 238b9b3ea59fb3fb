// The officers' cards (tarjetas.ts): a pending card carries «Aprobar» and «Rechazar» with stable
// custom_ids, in the guild's language; a decided one shows the outcome, who decided and the reason,
// and no buttons.
import { describe, expect, it } from 'vitest';
import { construirTarjeta } from './tarjetas.js';
import type { AvisoRegear, AvisoRetiro } from './mensajes.js';

const regear = { idReclamo: 12, idPeriodo: 3, lugar: 'Martlock', jugador: 'aldrakar', silver: 1_500_000, por: 'aldrakar' };
const retiro = { idRetiro: 7, jugador: 'brun', silver: 2_000_000, por: 'brun' };

type Boton = { type: number; style: number; label: string; custom_id: string };
const botones = (m: { components?: unknown[] }) =>
  ((m.components ?? []) as { components: Boton[] }[]).flatMap((fila) => fila.components);

describe('officers’ cards', () => {
  it('a filed claim and a requested withdrawal carry the two buttons with their custom_ids', () => {
    const r = construirTarjeta({ tipo: 'regear_reclamado', sinPrecio: 0, ...regear } satisfies AvisoRegear);
    expect(botones(r).map((b) => [b.label, b.custom_id, b.style])).toEqual([
      ['Aprobar', 'regear:aprobar:12', 3],
      ['Rechazar', 'regear:rechazar:12', 4],
    ]);
    const w = construirTarjeta({ tipo: 'retiro_solicitado', ...retiro } satisfies AvisoRetiro, 'en');
    expect(botones(w).map((b) => [b.label, b.custom_id])).toEqual([
      ['Approve', 'retiro:aprobar:7'],
      ['Reject', 'retiro:rechazar:7'],
    ]);
    expect(botones(construirTarjeta({ tipo: 'retiro_solicitado', ...retiro }, 'pt-BR')).map((b) => b.label)).toEqual([
      'Aprovar',
      'Rejeitar',
    ]);
    expect(r.allowed_mentions).toEqual({ parse: [] });
  });

  it('a decided card shows the outcome, who decided and the reason, and has no buttons', () => {
    const rechazada = construirTarjeta({ tipo: 'regear_rechazado', ...regear, por: 'oficial', razon: 'Sin evento' });
    expect(rechazada.components).toEqual([]);
    const [emb] = rechazada.embeds as { title: string; description: string }[];
    expect(emb!.title).toBe('Regear rechazado #12: aldrakar');
    expect(emb!.description).toContain('**Rechazado por:** oficial');
    expect(emb!.description).toContain('**Razón:** Sin evento');
    const pagado = construirTarjeta({ tipo: 'retiro_pagado', ...retiro, por: 'tesorero' }, 'en');
    expect(pagado.components).toEqual([]);
    expect((pagado.embeds as { title: string }[])[0]!.title).toMatch(/^Withdrawal paid/);
  });
});
