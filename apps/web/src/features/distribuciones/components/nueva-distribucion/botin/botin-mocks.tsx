// The API «Pegar registro de botín» talks to, answered in memory, and the breakdown rendered on its own:
// shared by the panel's tests and its tests in other languages.
import { useState } from 'react';
import { vi } from 'vitest';
import type { ValoracionBotin, ValorarBotinItem } from '@reparto/contract';
import { api } from '../../../../../lib/api-client';
import { renderWithProviders } from '../../../../../testing/render';
import { Calculadora, desgloseInicial, type DesgloseForm } from '../calculadora';

export const LOG = [
  'timestamp_utc;looted_by__alliance;looted_by__guild;looted_by__name;item_id;item_name;quantity;looted_from__alliance;looted_from__guild;looted_from__name',
  '2025-09-20T10:00:00.000Z;ALI;Plata;aldrakar;T6_BAG;Bolsa del adepto;2;;Otros;rival',
  // eslint-disable-next-line reparto/sin-texto-suelto -- a line of the pasted file (data)
  'esto no es una línea',
  '2025-09-20T10:05:00.000Z;ALI;Plata;brunhild;T8_RUNE;;5;;Otros;rival',
].join('\n');

/** What the fake API answers: the bag priced in Caerleon 3 h ago, the rune without price (or the typed one). */
export function valoracion(item: ValorarBotinItem): ValoracionBotin {
  const escrito = item.precios?.find((p) => p.item === 'T8_RUNE')?.precio ?? null;
  const pct = item.pctVendido ?? 100;
  const total = 2 * 1_000_000 + 5 * (escrito ?? 0);
  return {
    items: [
      {
        item: 'T6_BAG',
        nombre: 'Bolsa del adepto',
        cantidad: 2,
        precio_unidad: 1_000_000,
        ciudad: 'Caerleon',
        fecha_precio: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        sin_precio: false,
      },
      { item: 'T8_RUNE', nombre: null, cantidad: 5, precio_unidad: escrito, ciudad: null, fecha_precio: null, sin_precio: true },
    ],
    // eslint-disable-next-line reparto/sin-texto-suelto -- the fake server's own sentence (data, as received)
    lineas_invalidas: [{ linea: 3, motivo: 'La línea no tiene el formato del registro de botín' }],
    lineas_invalidas_total: 1,
    valor: Math.floor((total * pct) / 100),
    id_valoracion: escrito === null ? 41 : 42,
    lineas: 3,
    filtradas: 0,
    filtradas_por: { gremio: 0, ventana: 0, sesion: 0 },
    ventana: null,
    valor_total: total,
    pct_vendido: pct,
    // All of it looted by aldrakar (brunhild's rune has no price unless typed).
    portadores: [
      { nombre: 'aldrakar', valor: Math.floor((2 * 1_000_000 * pct) / 100) },
      { nombre: 'brunhild', valor: Math.floor((total * pct) / 100) - Math.floor((2 * 1_000_000 * pct) / 100) },
    ],
    portadores_otros: 0,
  };
}

export function mockApi(
  valorar: (item: ValorarBotinItem) => Promise<unknown> = async (item) => ({ ok: true, message: valoracion(item) }),
) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/regear') return { data: { ok: true, message: [], count: 0 } };
    throw new Error(`GET inesperado ${url}`);
  });
  const post = vi.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/precios/valorarBotin') return { data: await valorar((body as [ValorarBotinItem])[0]), headers: new Headers() };
    throw new Error(`POST inesperado ${url}`);
  });
  return post;
}

/** The breakdown on its own, its every change recorded. */
export function renderCalculadora(idSesion?: number) {
  const cambios: (DesgloseForm | null)[] = [];
  function Harness() {
    const [desglose, setDesglose] = useState<DesgloseForm | null>(desgloseInicial(10));
    return (
      <Calculadora
        idPeriodo={3}
        desglose={desglose}
        impuestoDefecto={10}
        idSesion={idSesion}
        onChange={(d) => {
          cambios.push(d);
          setDesglose(d);
        }}
      />
    );
  }
  const r = renderWithProviders(<Harness />);
  return { ...r, ultimo: () => cambios.at(-1) };
}

export const enviados = (post: ReturnType<typeof mockApi>) =>
  post.mock.calls.filter(([url]) => url === '/precios/valorarBotin').map(([, body]) => (body as [ValorarBotinItem])[0]);
