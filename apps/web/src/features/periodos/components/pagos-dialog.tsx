import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { ESTADO_PERIODO, formatEntero, formatSilver, NOMBRE_ESTADO_PERIODO, type PagoRow, type Periodo } from '@reparto/contract';
import { useSaveToasts, useToast } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { JugadorLink } from '../../../components/jugador-link';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { useSession } from '../../../lib/session';
import { useTablaDePago } from '../api/get-tabla-pago';
import { usePagarJugador } from '../api/pagar-jugador';
import { useCerrarDistribucion } from '../api/cerrar-distribucion';
import { chestConfig } from '../chest-config';
import { esDistribuidorDe, puedePagar, todosPagados } from '../periodo-reglas';
import { DISTRIBUCION_FINALIZADA, SIN_ASIGNAR } from './textos';
import { FondoGremio } from '../../../components/fondo-gremio';
import { useFondoGremio } from '../api/get-fondo-gremio';
import { DeshacerPago } from './deshacer-pago';
import { Conciliacion } from './conciliacion';

/**
 * Payments table of a period (docs/domain.md, "Screens and texts"): a row per player, 'Pagar' for the period's
 * distributor in state 2, 'Copiar' for the chest configuration, and 'Finalizar distribución' once
 * every payment is done.
 */
export function PagosDialog({ periodo, onHide }: { periodo: Periodo | null; onHide: () => void }) {
  return periodo ? <PagosTable key={periodo.id_periodo} periodo={periodo} onHide={onHide} /> : null;
}

function PagosTable({ periodo, onHide }: { periodo: Periodo; onHide: () => void }) {
  const session = useSession();
  const toast = useToast();
  const saveToasts = useSaveToasts();
  const tabla = useTablaDePago(periodo.id_periodo);
  const fondo = useFondoGremio(periodo.id_periodo);
  const pagar = usePagarJugador();
  const finalizar = useCerrarDistribucion();
  const [pagando, setPagando] = useState<number | null>(null);

  const rows = tabla.data?.message ?? [];
  // The rows repeat the period's current distributor and state: prefer them over the table row.
  const actual = {
    distribuidor_nickname: rows[0]?.distribuidor_nickname ?? periodo.distribuidor_nickname,
    id_estado_distribucion: rows[0]?.estado_distribucion ?? periodo.id_estado_distribucion,
  };
  const habilitado = puedePagar(session, actual);
  const esDistribuidor = esDistribuidorDe(session, actual.distribuidor_nickname);
  const pagados = rows.filter((r) => r.esta_pagado).length;
  const completos = tabla.isSuccess && todosPagados(rows);

  const onPagar = (row: PagoRow) => {
    setPagando(row.id_player);
    pagar.mutate(
      { id_player: row.id_player, idPeriodo: periodo.id_periodo },
      {
        ...saveToasts(() => ['Pago registrado', `${row.nickname}: ${formatSilver(row.sum)}`]),
        onSettled: () => setPagando(null),
      },
    );
  };

  const onCopiar = async (row: PagoRow) => {
    try {
      await navigator.clipboard.writeText(chestConfig(row, periodo.id_periodo));
      toast.show('info', 'Configuración copiada', `Permisos del cofre de ${row.nickname} copiados al portapapeles`);
    } catch (error) {
      toast.showError({ lead: 'No se pudo copiar al portapapeles.', error });
    }
  };

  const onFinalizar = () =>
    finalizar.mutate(
      periodo.id_periodo,
      saveToasts(() => [DISTRIBUCION_FINALIZADA, `El periodo ${periodo.id_periodo} está Finalizado`], onHide),
    );

  const estadoBody = (row: PagoRow) =>
    row.esta_pagado ? <Tag severity="success" value="Pagado" /> : <Tag severity="warning" value="Pendiente" />;

  const accionesBody = (row: PagoRow) => (
    <div className="row-actions">
      <Button
        label="Pagar"
        icon="pi pi-check"
        size="small"
        aria-label={`Pagar a ${row.nickname}`}
        disabled={!habilitado || row.esta_pagado || (pagar.isPending && pagando !== row.id_player)}
        loading={pagar.isPending && pagando === row.id_player}
        onClick={() => onPagar(row)}
      />
      {row.esta_pagado && habilitado ? <DeshacerPago row={row} disabled={pagar.isPending} /> : null}
      <Button
        label="Copiar"
        icon="pi pi-copy"
        size="small"
        severity="secondary"
        outlined
        aria-label={`Copiar configuración del cofre de ${row.nickname}`}
        onClick={() => void onCopiar(row)}
      />
    </div>
  );

  const footer = (
    <div className="dialog-footer pagos-footer">
      <span className="pagos-progreso" data-testid="pagos-progreso">
        Pagados {formatEntero(pagados)} de {formatEntero(rows.length)}
      </span>
      <ExportarCsvButton archivo="pagos.csv" params={{ idPeriodo: periodo.id_periodo }} />
      {esDistribuidor && actual.id_estado_distribucion === ESTADO_PERIODO.EN_DISTRIBUCION ? (
        <Button
          label="Finalizar distribución"
          icon="pi pi-flag"
          severity="success"
          disabled={!completos}
          loading={finalizar.isPending}
          onClick={onFinalizar}
        />
      ) : null}
      <Button label="Cerrar" severity="secondary" text onClick={onHide} />
    </div>
  );

  return (
    <ActionDialog
      header={`Pagos del periodo ${periodo.id_periodo} (${periodo.lugar})`}
      onHide={onHide}
      width="52rem"
      breakpoint="960px"
      footer={footer}
    >
      <p className="dialog-context">
        Distribuidor: <strong>{actual.distribuidor_nickname ?? SIN_ASIGNAR}</strong> · Estado:{' '}
        <strong>{NOMBRE_ESTADO_PERIODO[actual.id_estado_distribucion] ?? actual.id_estado_distribucion}</strong>
      </p>
      <FondoGremio fondo={fondo.data?.message} loading={fondo.isPending} />
      {habilitado ? <Conciliacion idPeriodo={periodo.id_periodo} /> : null}
      <DataTable
        value={rows}
        dataKey="id_player"
        loading={tabla.isPending}
        emptyMessage={tabla.isError ? 'No se pudieron cargar los pagos' : 'Este periodo no tiene pagos'}
        scrollable
        scrollHeight="55vh"
        size="small"
        stripedRows
        tableStyle={{ minWidth: '36rem' }}
        pt={{ table: { 'aria-label': `Pagos del periodo ${periodo.id_periodo}` } }}
      >
        <Column field="nickname" header="Nickname" body={(r: PagoRow) => <JugadorLink nickname={r.nickname} />} />
        <Column header="Plata" body={(r: PagoRow) => formatSilver(r.sum)} />
        <Column header="Estado" body={estadoBody} />
        <Column header="Acciones" body={accionesBody} />
      </DataTable>
    </ActionDialog>
  );
}
