// Paying several players at once outside the reconciliation (docs/domain.md, "Payments"): the
// distributor ticks rows (or «Seleccionar pendientes»: the pending rows on screen) and «Pagar
// seleccionados (N)» asks once, stating the total silver, then marks them paid in one call of the
// batch endpoint (PUT /jugadoresDistribuidos). The selection outlives paging and searching; a row
// that is paid meanwhile leaves it.
import { useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { PagoRow } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { BarraLote } from './barra-lote';
import { usePagarJugadores } from '../api/pagar-jugadores';
import { useTextos } from '../../../lib/i18n/textos';
import { formato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

/** The question «Pagar seleccionados» asks: how many players and the total silver (active language). */
export const preguntaLote = (filas: Pick<PagoRow, 'sum'>[]) =>
  textosPeriodosDialogos.t('lote.pregunta', {
    silver: formato().plata(filas.reduce((acc, r) => acc + r.sum, 0)),
    n: filas.length,
  });

export function useLotePagos(idPeriodo: number, filas: PagoRow[]) {
  const t = useTextos(textosPeriodosDialogos);
  const [elegidos, setElegidos] = useState<ReadonlyMap<number, PagoRow>>(new Map());
  const pagar = usePagarJugadores();
  const saveToasts = useSaveToasts();
  // A row shown paid (by this screen, another distributor's tab or the reconciliation) leaves the selection.
  const pagadas = new Set(filas.filter((r) => r.esta_pagado).map((r) => r.id_player));
  const seleccionados = [...elegidos.values()].filter((r) => !pagadas.has(r.id_player));
  const pendientes = filas.filter((r) => !r.esta_pagado);

  const alternar = (row: PagoRow, marcado: boolean) =>
    setElegidos((prev) => {
      const next = new Map(prev);
      if (marcado) next.set(row.id_player, row);
      else next.delete(row.id_player);
      return next;
    });
  const seleccionarPendientes = () =>
    setElegidos((prev) => new Map([...prev, ...pendientes.map((r) => [r.id_player, r] as const)]));
  const pagarSeleccionados = () =>
    pagar.mutate(
      { idPeriodo, ids_player: seleccionados.map((r) => r.id_player) },
      saveToasts(
        (res) => [t('pagos.registrados'), res.message],
        () => setElegidos(new Map()),
      ),
    );

  return {
    seleccionados,
    enviando: pagar.isPending,
    pagarSeleccionados,
    /** The check box of a row (a paid row's is shown, disabled: the columns do not move). */
    casilla: (row: PagoRow) => (
      <Checkbox
        inputId={`pago-elegir-${row.id_player}`}
        checked={!row.esta_pagado && elegidos.has(row.id_player)}
        disabled={row.esta_pagado || pagar.isPending}
        onChange={(e) => alternar(row, Boolean(e.checked))}
        aria-label={t('lote.seleccionarA', { nickname: row.nickname })}
      />
    ),
    barra: (onPagar: () => void) => (
      <BarraLote
        nombre={t('lote.nombre')}
        seleccionarLabel={t('lote.seleccionar')}
        pagarLabel={t('lote.pagar')}
        seleccionables={pendientes.length}
        seleccionados={seleccionados.length}
        enviando={pagar.isPending}
        onSeleccionar={seleccionarPendientes}
        onQuitar={() => setElegidos(new Map())}
        onPagar={onPagar}
      />
    ),
  };
}
