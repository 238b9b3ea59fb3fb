// Cambios refresh exactly the queries of their scope (app/en-vivo.ts), whether they come from the live
// stream or from a write's x-cambio header, and the stream reconnects (lib/eventos.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { RETRASO_CLASIFICACIONES_MS } from '@reparto/contract';
import { refrescarCambio, refrescarCon } from './en-vivo';
import { escucharCambios } from '../lib/eventos';
import { api } from '../lib/api-client';
import { consultasKeys } from '../lib/consultas/keys';
import { periodosKeys } from '../features/periodos/api/keys';
import { distribucionesKeys } from '../features/distribuciones/api/keys';
import { jugadoresKeys } from '../features/jugadores/api/keys';
import { gananciasKeys } from '../features/ganancias/api/keys';
import { regearKeys } from '../features/regear/api/keys';
import { tesoreriaKeys } from '../features/tesoreria/api/keys';

function clientCon(keys: readonly (readonly unknown[])[]) {
  const qc = new QueryClient();
  for (const k of keys) qc.setQueryData(k, { ok: true });
  const invalidada = (k: readonly unknown[]) => qc.getQueryState(k)?.isInvalidated ?? false;
  return { qc, invalidada };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('refrescarCambio', () => {
  it("a distribution refreshes its period's table, payments and fund, the overview, and the TOP lists after the lag", () => {
    vi.useFakeTimers();
    const { qc, invalidada } = clientCon([
      distribucionesKeys.periodo(1),
      distribucionesKeys.periodo(2),
      periodosKeys.tablaDePago(1),
      [...periodosKeys.tablaDePago(1), { page: 2 }],
      periodosKeys.tablaDePago(2),
      consultasKeys.fondoGremio(1),
      consultasKeys.fondoGremio(2),
      periodosKeys.page(1),
      periodosKeys.topPlayers(),
      jugadoresKeys.listas(),
    ]);
    refrescarCambio(qc, { tipo: 'distribucion', idPeriodo: 1 });
    expect(invalidada(distribucionesKeys.periodo(1))).toBe(true);
    expect(invalidada(periodosKeys.tablaDePago(1))).toBe(true);
    expect(invalidada([...periodosKeys.tablaDePago(1), { page: 2 }])).toBe(true);
    expect(invalidada(consultasKeys.fondoGremio(1))).toBe(true);
    expect(invalidada(periodosKeys.page(1))).toBe(true);
    // Another period and the roster stay as they are.
    expect(invalidada(consultasKeys.fondoGremio(2))).toBe(false);
    expect(invalidada(distribucionesKeys.periodo(2))).toBe(false);
    expect(invalidada(periodosKeys.tablaDePago(2))).toBe(false);
    expect(invalidada(jugadoresKeys.listas())).toBe(false);
    // The server may serve the TOP lists up to RETRASO_CLASIFICACIONES_MS late: refreshed after it.
    expect(invalidada(periodosKeys.topPlayers())).toBe(false);
    vi.advanceTimersByTime(RETRASO_CLASIFICACIONES_MS + 200);
    expect(invalidada(periodosKeys.topPlayers())).toBe(true);
  });

  it('a payment refreshes its period payments only; a player change refreshes everything', () => {
    const { qc, invalidada } = clientCon([periodosKeys.tablaDePago(3), periodosKeys.page(1), distribucionesKeys.periodo(3)]);
    refrescarCambio(qc, { tipo: 'pago', idPeriodo: 3 });
    expect(invalidada(periodosKeys.tablaDePago(3))).toBe(true);
    expect(invalidada(periodosKeys.page(1))).toBe(false);
    expect(invalidada(distribucionesKeys.periodo(3))).toBe(false);
    refrescarCambio(qc, { tipo: 'jugador', idPlayer: 9 });
    expect(invalidada(periodosKeys.page(1))).toBe(true);
    expect(invalidada(distribucionesKeys.periodo(3))).toBe(true);
  });

  it("a regear claim refreshes the regear screens, its period's payments and the players' pages; the rules only the regear screens", () => {
    const claves = [
      regearKeys.reclamos({}, 1),
      regearKeys.muertes('ana'),
      regearKeys.reglas(),
      periodosKeys.tablaDePago(3),
      periodosKeys.tablaDePago(4),
      gananciasKeys.regear('ana', 1),
      periodosKeys.page(1),
      regearKeys.periodos(),
    ];
    const a = clientCon(claves);
    refrescarCambio(a.qc, { tipo: 'regear', idPeriodo: 3 });
    for (const k of [
      regearKeys.reclamos({}, 1),
      regearKeys.muertes('ana'),
      periodosKeys.tablaDePago(3),
      gananciasKeys.regear('ana', 1),
    ]) {
      expect(a.invalidada(k)).toBe(true);
    }
    for (const k of [periodosKeys.tablaDePago(4), periodosKeys.page(1), regearKeys.periodos()])
      expect(a.invalidada(k)).toBe(false);
    const b = clientCon(claves);
    refrescarCambio(b.qc, { tipo: 'reglasRegear' });
    expect(b.invalidada(regearKeys.reglas())).toBe(true);
    expect(b.invalidada(periodosKeys.tablaDePago(3))).toBe(false);
    expect(b.invalidada(gananciasKeys.regear('ana', 1))).toBe(false);
  });

  it('a ledger change, a payment, a close or a regear decision refreshes «Tesorería»; the regear rules do not', () => {
    for (const evento of [
      { tipo: 'libro' },
      { tipo: 'pago', idPeriodo: 3 },
      { tipo: 'periodo', idPeriodo: 3 },
      { tipo: 'regear', idPeriodo: 3 },
    ] as const) {
      const { qc, invalidada } = clientCon([tesoreriaKeys.cuentas(1), tesoreriaKeys.retiros('pendiente', 1)]);
      refrescarCambio(qc, evento);
      expect(invalidada(tesoreriaKeys.cuentas(1)), evento.tipo).toBe(true);
      expect(invalidada(tesoreriaKeys.retiros('pendiente', 1)), evento.tipo).toBe(true);
    }
    const { qc, invalidada } = clientCon([tesoreriaKeys.cuentas(1)]);
    refrescarCambio(qc, { tipo: 'reglasRegear' });
    expect(invalidada(tesoreriaKeys.cuentas(1))).toBe(false);
  });

  it('a period or distribution change refreshes where a claim may go', () => {
    const { qc, invalidada } = clientCon([regearKeys.periodos(), regearKeys.distribuciones(3), regearKeys.distribuciones(4)]);
    refrescarCambio(qc, { tipo: 'distribucion', idPeriodo: 3 });
    expect(invalidada(regearKeys.distribuciones(3))).toBe(true);
    expect(invalidada(regearKeys.distribuciones(4))).toBe(false);
    expect(invalidada(regearKeys.periodos())).toBe(false);
    refrescarCambio(qc, { tipo: 'periodo', idPeriodo: 4 });
    expect(invalidada(regearKeys.periodos())).toBe(true);
    expect(invalidada(regearKeys.distribuciones(4))).toBe(true);
  });

  it('a distribution change refreshes the claims it may have deducted («Descontar regear»)', () => {
    const { qc, invalidada } = clientCon([distribucionesKeys.regear(3, 'aprobado'), regearKeys.reclamos({}, 1)]);
    refrescarCambio(qc, { tipo: 'distribucion', idPeriodo: 3 });
    expect(invalidada(distribucionesKeys.regear(3, 'aprobado'))).toBe(true);
    expect(invalidada(regearKeys.reclamos({}, 1))).toBe(true);
  });

  it("a sale's change refreshes that period's loot buyouts only; a distribution's too (docs/venta-botin.md)", () => {
    const { qc, invalidada } = clientCon([
      distribucionesKeys.ventas(3),
      distribucionesKeys.ventas(4),
      distribucionesKeys.pagina(3, 1),
    ]);
    refrescarCambio(qc, { tipo: 'venta', idPeriodo: 3 });
    expect(invalidada(distribucionesKeys.ventas(3))).toBe(true);
    expect(invalidada(distribucionesKeys.ventas(4))).toBe(false);
    expect(invalidada(distribucionesKeys.pagina(3, 1))).toBe(false);
    refrescarCambio(qc, { tipo: 'distribucion', idPeriodo: 4 });
    expect(invalidada(distribucionesKeys.ventas(4))).toBe(true);
  });
});

describe("a write's x-cambio header", () => {
  const respuesta = (cambio?: string) =>
    new Response('{"ok":true}', {
      status: 200,
      headers: { 'content-type': 'application/json', ...(cambio ? { 'x-cambio': cambio } : {}) },
    });
  const claves = [
    periodosKeys.tablaDePago(3),
    [...periodosKeys.tablaDePago(3), { page: 2 }],
    gananciasKeys.resumen('aldrakar'),
    periodosKeys.tablaDePago(4),
    periodosKeys.page(1),
    distribucionesKeys.periodo(3),
    jugadoresKeys.listas(),
  ];

  it("refreshes, through the live events' map, exactly the queries of the write's cambio", async () => {
    const { qc, invalidada } = clientCon(claves);
    const quitar = refrescarCon(qc);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respuesta('{"tipo":"pago","idPeriodo":3}')),
    );
    await api.put('/distribuciones/jugadorDistribuido', [{ idPeriodo: 3 }]);
    quitar();
    const refrescadas = claves.filter((k) => invalidada(k));
    expect(refrescadas).toEqual([
      periodosKeys.tablaDePago(3),
      [...periodosKeys.tablaDePago(3), { page: 2 }],
      gananciasKeys.resumen('aldrakar'),
    ]);
  });

  it('refreshes nothing when the answer has no x-cambio', async () => {
    const { qc, invalidada } = clientCon(claves);
    const quitar = refrescarCon(qc);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respuesta()),
    );
    await api.put('/distribuciones/jugadorDistribuido', [{ idPeriodo: 3 }]);
    quitar();
    expect(claves.filter((k) => invalidada(k))).toEqual([]);
  });
});

/** A stand-in EventSource the test drives. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static abiertas: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.abiertas.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emitir(type: string, data?: string) {
    this.dispatchEvent(Object.assign(new Event(type), { data }));
  }
}

describe('escucharCambios', () => {
  it('passes each change on, and after a refused stream opens a new one later and asks for a reload', () => {
    vi.useFakeTimers();
    FakeEventSource.abiertas = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const onCambio = vi.fn();
    const onReinicio = vi.fn();
    const parar = escucharCambios({ onCambio, onReinicio });
    // Not before the first screen is painted (lib/tras-pintar.ts): then, in a task after the frame.
    expect(FakeEventSource.abiertas).toHaveLength(0);
    vi.advanceTimersByTime(20);
    const [primera] = FakeEventSource.abiertas;
    expect(primera!.url).toBe('/api/eventos');
    primera!.emitir('open');
    primera!.emitir('cambio', JSON.stringify({ tipo: 'pago', idPeriodo: 4 }));
    expect(onCambio).toHaveBeenCalledWith({ tipo: 'pago', idPeriodo: 4 });
    expect(onReinicio).not.toHaveBeenCalled();

    primera!.readyState = FakeEventSource.CLOSED;
    primera!.emitir('error');
    expect(FakeEventSource.abiertas).toHaveLength(1);
    vi.advanceTimersByTime(3_000);
    const segunda = FakeEventSource.abiertas[1]!;
    segunda.emitir('open');
    expect(onReinicio).toHaveBeenCalledTimes(1);
    segunda.emitir('reinicio');
    expect(onReinicio).toHaveBeenCalledTimes(2);
    parar();
    expect(segunda.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens nothing when it is stopped before the first paint', () => {
    vi.useFakeTimers();
    FakeEventSource.abiertas = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const parar = escucharCambios({ onCambio: vi.fn(), onReinicio: vi.fn() });
    parar();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.abiertas).toHaveLength(0);
  });
});
