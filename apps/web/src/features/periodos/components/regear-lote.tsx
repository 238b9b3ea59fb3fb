// Paying several regear lines at once (docs/regear.md, "Payment"): the distributor ticks approved
// claims (or «Seleccionar aprobados»: those on screen) and «Pagar regear seleccionado (N)» asks once,
// stating the total silver, then pays them in one call (PUT /api/regear/pagarVarios). What is paid is
// what is ticked on the page shown: a claim that leaves the approved list meanwhile (paid in another
// tab, rejected) leaves the selection with it, and nothing unseen is paid.
import { useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { Reclamo } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { BarraLote } from './barra-lote';
import { usePagarRegearVarios } from '../api/pagar-regear-varios';
import { useTextos } from '../../../lib/i18n/textos';
import { formato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

/** The question the batch asks: how many claims and the total silver (active language). */
export const preguntaLoteRegear = (filas: Pick<Reclamo, 'silver'>[]) =>
  textosPeriodosDialogos.t('rlote.pregunta', {
    silver: formato().plata(filas.reduce((acc, r) => acc + r.silver, 0)),
    n: filas.length,
  });

/** `aprobados`: the approved claims on screen (the page of the approved list). */
export function useLoteRegear(idPeriodo: number, aprobados: Reclamo[]) {
  const t = useTextos(textosPeriodosDialogos);
  const [elegidos, setElegidos] = useState<ReadonlySet<number>>(new Set());
  const pagar = usePagarRegearVarios();
  const saveToasts = useSaveToasts();
  const seleccionados = aprobados.filter((r) => elegidos.has(r.id_reclamo));

  const alternar = (r: Reclamo, marcado: boolean) =>
    setElegidos((prev) => {
      const next = new Set(prev);
      if (marcado) next.add(r.id_reclamo);
      else next.delete(r.id_reclamo);
      return next;
    });
  const seleccionarAprobados = () => setElegidos((prev) => new Set([...prev, ...aprobados.map((r) => r.id_reclamo)]));
  const pagarSeleccionados = () =>
    pagar.mutate(
      { idPeriodo, ids: seleccionados.map((r) => r.id_reclamo) },
      saveToasts(
        (res) => [t('regear.pagado'), res.message],
        () => setElegidos(new Set()),
      ),
    );

  return {
    seleccionados,
    enviando: pagar.isPending,
    pagarSeleccionados,
    casilla: (r: Reclamo) => (
      <Checkbox
        inputId={`regear-elegir-${r.id_reclamo}`}
        checked={elegidos.has(r.id_reclamo)}
        disabled={pagar.isPending}
        onChange={(e) => alternar(r, Boolean(e.checked))}
        aria-label={t('rlote.seleccionarA', { id: r.id_reclamo, nickname: r.nickname })}
      />
    ),
    barra: (onPagar: () => void) => (
      <BarraLote
        nombre={t('rlote.nombre')}
        seleccionarLabel={t('rlote.seleccionar')}
        pagarLabel={t('rlote.pagar')}
        seleccionables={aprobados.length}
        seleccionados={seleccionados.length}
        enviando={pagar.isPending}
        onSeleccionar={seleccionarAprobados}
        onQuitar={() => setElegidos(new Set())}
        onPagar={onPagar}
      />
    ),
  };
}
