// Reconciliation in the payments dialog (docs/conciliacion.md): the period's distributor pastes the
// game's Guild Account silver log, reviews each player's share and each approved regear claim against
// what the log moved, and marks the matching unpaid rows paid (one call for the shares, one for the
// regear). The review opens with a count per outcome, the mismatches first and the action above the
// list; a log that cannot be read is explained beside the text area.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import {
  formatEntero,
  formatSilver,
  type ConciliacionRegearRow,
  type ConciliacionRow,
  type EstadoConciliacion,
} from '@reparto/contract';
import { ERROR_DETALLE, useToast } from '../../../components/toast';
import { FieldError } from '../../../components/form-messages';
import { errorMessage } from '../../../lib/api-client';
import { useConciliarPagos } from '../api/conciliar-pagos';
import { usePagarJugadores } from '../api/pagar-jugadores';
import { usePagarRegearVarios } from '../api/pagar-regear-varios';
import { RevisionRegear } from './conciliacion-regear';

const ESTADO: Record<
  EstadoConciliacion,
  { texto: string; severity: 'success' | 'danger' | 'warning'; orden: number; resumen: [string, string] }
> = {
  difiere: { texto: 'Difiere', severity: 'danger', orden: 0, resumen: ['difiere', 'difieren'] },
  sin_movimiento: { texto: 'Sin movimiento', severity: 'warning', orden: 1, resumen: ['sin movimiento', 'sin movimiento'] },
  coincide: { texto: 'Coincide', severity: 'success', orden: 2, resumen: ['coincide', 'coinciden'] },
};

/** «22 coinciden · 1 difiere · 1 sin movimiento»: every outcome that occurs, matches first. */
export function resumenConciliacion(filas: Pick<ConciliacionRow, 'estado'>[]): string {
  const orden: EstadoConciliacion[] = ['coincide', 'difiere', 'sin_movimiento'];
  return orden
    .map((estado) => {
      const n = filas.filter((f) => f.estado === estado).length;
      return n === 0 ? null : `${formatEntero(n)} ${ESTADO[estado].resumen[n === 1 ? 0 : 1]}`;
    })
    .filter(Boolean)
    .join(' · ');
}

export function Conciliacion({ idPeriodo }: { idPeriodo: number }) {
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
  const fallo = conciliar.isError ? `No se pudo leer el registro. ${errorMessage(conciliar.error)}` : undefined;

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
      toast.show('success', 'Pagos registrados', mensajes.join(' · '));
    } catch (error) {
      toast.showError({ lead: ERROR_DETALLE, error });
    }
    // The review is read again so that the marked rows show as paid.
    if (mensajes.length > 0) revisar();
  };

  if (!abierta) {
    return (
      <Button
        label="Conciliar con el registro del juego"
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
      <h3 id="conciliacion-titulo">Conciliar con el registro del juego</h3>
      <label htmlFor="conciliacion-registro">Registro de plata del gremio (péguelo tal como lo copia el juego)</label>
      <InputTextarea
        id="conciliacion-registro"
        value={registro}
        onChange={(e) => setRegistro(e.target.value)}
        rows={4}
        placeholder={'"Date"\t"Player"\t"Reason"\t"Amount"'}
        invalid={fallo !== undefined}
        aria-invalid={fallo !== undefined}
        aria-describedby={fallo ? 'conciliacion-registro-error' : undefined}
      />
      <FieldError id="conciliacion-registro-error" message={fallo} alert />
      <div className="conciliacion-acciones">
        <Button
          label="Revisar"
          icon="pi pi-search"
          size="small"
          disabled={registro.trim() === ''}
          loading={conciliar.isPending}
          onClick={revisar}
        />
        <Button label="Ocultar" size="small" severity="secondary" text onClick={() => setAbierta(false)} />
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
  // What needs a look first: the mismatches, then the shares the log did not move, then the matches.
  const ordenadas = [...filas].sort((a, b) => ESTADO[a.estado].orden - ESTADO[b.estado].orden);
  return (
    <div className="conciliacion-revision" data-testid="conciliacion-revision">
      <p className="conciliacion-resumen" data-testid="conciliacion-resumen" role="status">
        {filas.length + regear.length === 0
          ? 'Ningún jugador del periodo en el registro'
          : resumenConciliacion([...filas, ...regear])}
      </p>
      <Button
        label={`Marcar ${coincidencias} coincidencias como pagadas`}
        icon="pi pi-check-square"
        size="small"
        severity="success"
        disabled={coincidencias === 0}
        loading={marcando}
        onClick={onMarcar}
      />
      {desconocidos.length > 0 ? (
        <p className="conciliacion-desconocidos">No son jugadores del periodo: {desconocidos.join(', ')}</p>
      ) : null}
      <table className="conciliacion-tabla">
        <caption className="sr-only">Revisión del registro</caption>
        <thead>
          <tr>
            <th scope="col">Nickname</th>
            <th scope="col">Le toca</th>
            <th scope="col">Movido</th>
            <th scope="col">Revisión</th>
          </tr>
        </thead>
        <tbody>
          {ordenadas.map((f) => (
            <tr key={f.id_player} data-testid={`conciliacion-${f.nickname}`}>
              <td>{f.nickname}</td>
              <td>{formatSilver(f.silver)}</td>
              <td>{formatSilver(f.movido)}</td>
              <td>
                <Tag severity={ESTADO[f.estado].severity} value={ESTADO[f.estado].texto} />
                {f.esta_pagado ? <span className="conciliacion-pagado"> · pagado</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <RevisionRegear filas={regear} />
    </div>
  );
}
