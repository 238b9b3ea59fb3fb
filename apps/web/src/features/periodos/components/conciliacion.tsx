// Reconciliation in the payments dialog (docs/conciliacion.md): the period's distributor pastes the
// game's Guild Account silver log, reviews each player's share against what the log moved, and marks
// the matching unpaid rows paid in one call. The review opens with a count per outcome, the mismatches
// first and the action above the list; a log that cannot be read is explained beside the text area.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import { formatEntero, formatSilver, type ConciliacionRow, type EstadoConciliacion } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { FieldError } from '../../../components/form-messages';
import { errorMessage } from '../../../lib/api-client';
import { useConciliarPagos } from '../api/conciliar-pagos';
import { usePagarJugadores } from '../api/pagar-jugadores';

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
  const saveToasts = useSaveToasts();
  const revision = conciliar.data;
  const coincidencias = (revision?.message ?? []).filter((r) => r.estado === 'coincide' && !r.esta_pagado);
  // A log the server could not read: said beside the text area until it is sent again.
  const fallo = conciliar.isError ? `No se pudo leer el registro. ${errorMessage(conciliar.error)}` : undefined;

  const revisar = () => conciliar.mutate({ idPeriodo, registro });
  const marcar = () =>
    pagar.mutate(
      { idPeriodo, ids_player: coincidencias.map((r) => r.id_player) },
      // The review is read again so that the marked rows show as paid.
      saveToasts((res) => ['Pagos registrados', res.message], revisar),
    );

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
          desconocidos={revision.desconocidos}
          coincidencias={coincidencias.length}
          marcando={pagar.isPending}
          onMarcar={marcar}
        />
      ) : null}
    </section>
  );
}

function Revision({
  filas,
  desconocidos,
  coincidencias,
  marcando,
  onMarcar,
}: {
  filas: ConciliacionRow[];
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
        {filas.length === 0 ? 'Ningún jugador del periodo en el registro' : resumenConciliacion(filas)}
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
    </div>
  );
}
