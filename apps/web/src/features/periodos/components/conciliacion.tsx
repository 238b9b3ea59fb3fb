// Reconciliation in the payments dialog (docs/conciliacion.md): the period's distributor pastes the
// game's Guild Account silver log, reviews each player's share against what the log moved, and marks
// the matching unpaid rows paid in one call.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import { formatSilver, type ConciliacionRow, type EstadoConciliacion } from '@reparto/contract';
import { useSaveToasts, useToast } from '../../../components/toast';
import { useConciliarPagos } from '../api/conciliar-pagos';
import { usePagarJugadores } from '../api/pagar-jugadores';

const ESTADO: Record<EstadoConciliacion, { texto: string; severity: 'success' | 'danger' | 'warning' }> = {
  coincide: { texto: 'Coincide', severity: 'success' },
  difiere: { texto: 'Difiere', severity: 'danger' },
  sin_movimiento: { texto: 'Sin movimiento', severity: 'warning' },
};

export function Conciliacion({ idPeriodo }: { idPeriodo: number }) {
  const [abierta, setAbierta] = useState(false);
  const [registro, setRegistro] = useState('');
  const conciliar = useConciliarPagos();
  const pagar = usePagarJugadores();
  const toast = useToast();
  const saveToasts = useSaveToasts();
  const revision = conciliar.data;
  const coincidencias = (revision?.message ?? []).filter((r) => r.estado === 'coincide' && !r.esta_pagado);

  const revisar = () =>
    conciliar.mutate(
      { idPeriodo, registro },
      { onError: (error) => toast.showError({ lead: 'No se pudo leer el registro.', error }) },
    );
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
      />
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
  return (
    <div className="conciliacion-revision" data-testid="conciliacion-revision">
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
          {filas.map((f) => (
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
      {desconocidos.length > 0 ? (
        <p className="conciliacion-desconocidos">No son jugadores del periodo: {desconocidos.join(', ')}</p>
      ) : null}
      <Button
        label={`Marcar ${coincidencias} coincidencias como pagadas`}
        icon="pi pi-check-square"
        size="small"
        severity="success"
        disabled={coincidencias === 0}
        loading={marcando}
        onClick={onMarcar}
      />
    </div>
  );
}
