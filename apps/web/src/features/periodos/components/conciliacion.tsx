// Reconciliation in the payments dialog (docs/conciliacion.md): the period's distributor pastes the
// game's Guild Account silver log, reviews each player's share and each approved regear claim against
// what the log moved, and marks the matching unpaid rows paid (one call for the shares, one for the
// regear). The review opens with a count per outcome, the mismatches first and the action above the
// list; a log that cannot be read is explained beside the text area.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ConciliacionRegearRow, ConciliacionRow, EstadoConciliacion } from '@reparto/contract';
import { ERROR_DETALLE, useToast } from '../../../components/toast';
import { FieldError } from '../../../components/form-messages';
import { errorMessage } from '../../../lib/api-client';
import { useConciliarPagos } from '../api/conciliar-pagos';
import { usePagarJugadores } from '../api/pagar-jugadores';
import { usePagarRegearVarios } from '../api/pagar-regear-varios';
import { RevisionRegear } from './conciliacion-regear';
import { TablaRevision } from './tabla-revision';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';

const RESUMEN = {
  difiere: 'conc.nDifieren',
  sin_movimiento: 'conc.nSinMovimiento',
  coincide: 'conc.nCoinciden',
} as const satisfies Record<EstadoConciliacion, string>;

/** «22 coinciden · 1 difiere · 1 sin movimiento»: every outcome that occurs, matches first (active language). */
export function resumenConciliacion(filas: Pick<ConciliacionRow, 'estado'>[]): string {
  const orden: EstadoConciliacion[] = ['coincide', 'difiere', 'sin_movimiento'];
  return orden
    .map((estado) => {
      const n = filas.filter((f) => f.estado === estado).length;
      return n === 0 ? null : textosPeriodosDialogos.t(RESUMEN[estado], { n });
    })
    .filter(Boolean)
    .join(' · ');
}

export function Conciliacion({ idPeriodo }: { idPeriodo: number }) {
  const t = useTextos(textosPeriodosDialogos);
  const [abierta, setAbierta] = useState(false);
  const [registro, setRegistro] = useState('');
  const conciliar = useConciliarPagos();
  const pagar = usePagarJugadores();
  const pagarRegear = usePagarRegearVarios();
  const toast = useToast();
  const revision = conciliar.data;
  const coincidencias = (revision?.message ?? []).filter((r) => r.estado === 'coincide' && !r.esta_pagado);
  const regear = revision?.regear ?? [];
  const regearCoincide = regear.filter((r) => r.estado === 'coincide' && !r.esta_pagado);
  // A log the server could not read: said beside the text area until it is sent again.
  const fallo = conciliar.isError ? t('conc.ilegible', { error: errorMessage(conciliar.error) }) : undefined;

  const revisar = () => conciliar.mutate({ idPeriodo, registro });
  const marcar = async () => {
    const mensajes: string[] = [];
    try {
      if (coincidencias.length > 0) {
        mensajes.push((await pagar.mutateAsync({ idPeriodo, ids_player: coincidencias.map((r) => r.id_player) })).message);
      }
      if (regearCoincide.length > 0) {
        mensajes.push((await pagarRegear.mutateAsync({ idPeriodo, ids: regearCoincide.map((r) => r.id_reclamo) })).message);
      }
      toast.show('success', t('pagos.registrados'), mensajes.join(' · '));
    } catch (error) {
      toast.showError({ lead: ERROR_DETALLE, error });
    }
    // The review is read again so that the marked rows show as paid.
    if (mensajes.length > 0) revisar();
  };

  if (!abierta) {
    return (
      <Button
        label={t('conc.titulo')}
        icon="pi pi-list-check"
        size="small"
        severity="secondary"
        outlined
        onClick={() => setAbierta(true)}
      />
    );
  }
  return (
    <section className="conciliacion" aria-labelledby="conciliacion-titulo">
      <h3 id="conciliacion-titulo">{t('conc.titulo')}</h3>
      <label htmlFor="conciliacion-registro">{t('conc.registro')}</label>
      <InputTextarea
        id="conciliacion-registro"
        value={registro}
        onChange={(e) => setRegistro(e.target.value)}
        rows={4}
        placeholder={t('conc.registroPh')}
        invalid={fallo !== undefined}
        aria-invalid={fallo !== undefined}
        aria-describedby={fallo ? 'conciliacion-registro-error' : undefined}
      />
      <FieldError id="conciliacion-registro-error" message={fallo} alert />
      <div className="conciliacion-acciones">
        <Button
          label={t('conc.revisar')}
          icon="pi pi-search"
          size="small"
          disabled={registro.trim() === ''}
          loading={conciliar.isPending}
          onClick={revisar}
        />
        <Button label={t('conc.ocultar')} size="small" severity="secondary" text onClick={() => setAbierta(false)} />
      </div>
      {revision ? (
        <Revision
          filas={revision.message}
          regear={regear}
          desconocidos={revision.desconocidos}
          coincidencias={coincidencias.length + regearCoincide.length}
          marcando={pagar.isPending || pagarRegear.isPending}
          onMarcar={() => void marcar()}
        />
      ) : null}
    </section>
  );
}

function Revision({
  filas,
  regear,
  desconocidos,
  coincidencias,
  marcando,
  onMarcar,
}: {
  filas: ConciliacionRow[];
  regear: ConciliacionRegearRow[];
  desconocidos: string[];
  coincidencias: number;
  marcando: boolean;
  onMarcar: () => void;
}) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata } = useFormato();
  return (
    <div className="conciliacion-revision" data-testid="conciliacion-revision">
      <p className="conciliacion-resumen" data-testid="conciliacion-resumen" role="status">
        {filas.length + regear.length === 0 ? t('conc.ninguno') : resumenConciliacion([...filas, ...regear])}
      </p>
      <Button
        label={t('conc.marcar', { n: coincidencias })}
        icon="pi pi-check-square"
        size="small"
        severity="success"
        disabled={coincidencias === 0}
        loading={marcando}
        onClick={onMarcar}
      />
      {desconocidos.length > 0 ? (
        <p className="conciliacion-desconocidos">{t('conc.desconocidos', { lista: desconocidos.join(', ') })}</p>
      ) : null}
      <TablaRevision
        filas={filas}
        caption={<caption className="sr-only">{t('conc.caption')}</caption>}
        columnas={[
          { header: t('nickname'), celda: (f) => f.nickname },
          { header: t('conc.leToca'), celda: (f) => plata(f.silver) },
        ]}
        clave={(f) => f.id_player}
        testIdFila={(f) => `conciliacion-${f.nickname}`}
      />
      <RevisionRegear filas={regear} />
    </div>
  );
}
