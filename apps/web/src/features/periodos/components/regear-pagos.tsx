// The regear lines of a period's payments dialog (docs/regear.md, "Payment"): beside the players'
// shares, the period's approved claims (to pay) and paid ones, a page at a time from the server
// (GET /api/regear?idPeriodo=&estado=). The period's distributor, while it is in distribution, pays a
// claim («Pagar», asks first), several at once, or undoes a payment with a reason — the same rules as
// the shares' buttons (the contract's predicates; the server enforces them). «Exportar CSV» downloads
// the period's regear.csv.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { formatEntero, formatSilver, NOMBRE_ESTADO_RECLAMO, REGEAR_PAGE_SIZE, type Reclamo } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { JugadorLink } from '../../../components/jugador-link';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { BotonFila } from '../../../components/boton-fila';
import { Tabla, type Columna } from '../../../components/tabla';
import { usePagina } from '../../../components/use-pagina';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import type { EstadoRegearPago } from '../api/keys';
import { useRegearPeriodo } from '../api/get-regear-periodo';
import { usePagarRegear } from '../api/pagar-regear';
import { DeshacerPagoRegear } from './deshacer-pago';
import { preguntaLoteRegear, useLoteRegear } from './regear-lote';

const VISTAS: { estado: EstadoRegearPago; label: string }[] = [
  { estado: 'aprobado', label: 'Por pagar' },
  { estado: 'pagado', label: 'Pagados' },
];

export function RegearPagos({
  idPeriodo,
  conPagar,
  habilitado,
}: {
  idPeriodo: number;
  /** «Pagar» is shown (to a signed-in viewer; enabled or not by `habilitado`). */
  conPagar: boolean;
  /** The viewer may pay in this period (its distributor, state 2). */
  habilitado: boolean;
}) {
  const saveToasts = useSaveToasts();
  const [estado, setEstado] = useState<EstadoRegearPago>('aprobado');
  const pagina = usePagina(REGEAR_PAGE_SIZE);
  // Both lists are asked for: each toggle says its count. The one not shown is at its first page.
  const aprobados = useRegearPeriodo(idPeriodo, 'aprobado', estado === 'aprobado' ? pagina.page : 1);
  const pagados = useRegearPeriodo(idPeriodo, 'pagado', estado === 'pagado' ? pagina.page : 1);
  const lista = estado === 'aprobado' ? aprobados : pagados;
  const filas = lista.data?.message ?? [];
  const pagar = usePagarRegear();
  const [pagando, setPagando] = useState<number | null>(null);
  const [confirmar, setConfirmar] = useState<Reclamo | 'lote' | null>(null);
  const lote = useLoteRegear(idPeriodo, estado === 'aprobado' && !lista.isPlaceholderData ? filas : []);
  const ocupado = pagar.isPending || lote.enviando;

  const onPagar = (r: Reclamo) => {
    setPagando(r.id_reclamo);
    pagar.mutate(
      { idReclamo: r.id_reclamo, idPeriodo },
      {
        ...saveToasts(() => ['Regear pagado', `Regear #${r.id_reclamo} de ${r.nickname}: ${formatSilver(r.silver)}`]),
        onSettled: () => setPagando(null),
      },
    );
  };

  const acciones = (r: Reclamo) => {
    const esteEnvio = pagar.isPending && pagando === r.id_reclamo;
    return (
      <div className="row-actions pago-acciones">
        {conPagar && r.estado === 'aprobado' ? (
          <BotonFila
            label="Pagar"
            icon="pi pi-check"
            nombre={`Pagar el regear #${r.id_reclamo} de ${r.nickname}`}
            disabled={!habilitado || (ocupado && !esteEnvio)}
            loading={esteEnvio}
            onClick={() => setConfirmar(r)}
          />
        ) : null}
        {habilitado && r.estado === 'pagado' ? <DeshacerPagoRegear reclamo={r} disabled={ocupado} /> : null}
      </div>
    );
  };

  const columnas: Columna<Reclamo>[] = [
    ...(habilitado && estado === 'aprobado' ? [{ header: 'Elegir', body: lote.casilla }] : []),
    { header: 'Regear', body: (r) => `#${r.id_reclamo}` },
    { header: 'Jugador', body: (r) => <JugadorLink nickname={r.nickname} /> },
    { header: 'Plata', body: (r) => formatSilver(r.silver) },
    {
      header: 'Estado',
      body: (r) => <Tag severity={r.estado === 'pagado' ? 'success' : 'warning'} value={NOMBRE_ESTADO_RECLAMO[r.estado]} />,
    },
    ...(conPagar ? [{ header: 'Acciones', body: acciones, className: ACCIONES_APILADAS }] : []),
  ];

  const cuenta = (q: typeof aprobados) => (q.data ? ` (${formatEntero(q.data.count)})` : '');
  return (
    <section className="regear-pagos" aria-labelledby={`regear-pagos-${idPeriodo}`} data-testid="regear-pagos">
      <div className="regear-pagos-cabecera">
        <h3 id={`regear-pagos-${idPeriodo}`}>Regear</h3>
        <div className="periodos-filtro" role="group" aria-label="Mostrar regear">
          {VISTAS.map((v) => (
            <Button
              key={v.estado}
              type="button"
              label={`${v.label}${cuenta(v.estado === 'aprobado' ? aprobados : pagados)}`}
              size="small"
              outlined={estado !== v.estado}
              aria-pressed={estado === v.estado}
              onClick={() => {
                setEstado(v.estado);
                pagina.reiniciar();
              }}
            />
          ))}
        </div>
        {/* The name says the visible label (axe: label-content-name-mismatch); no claim, nothing to export. */}
        {(aprobados.data?.count ?? 0) + (pagados.data?.count ?? 0) > 0 ? (
          <span className="pagos-exportar">
            <ExportarCsvButton archivo="regear.csv" params={{ idPeriodo }} ariaLabel="Exportar CSV del regear" />
          </span>
        ) : null}
      </div>
      {habilitado && estado === 'aprobado' ? lote.barra(() => setConfirmar('lote')) : null}
      <Tabla
        label={`Regear del periodo ${idPeriodo}`}
        columns={columnas}
        rows={filas}
        rowKey={(r) => r.id_reclamo}
        loading={lista.isPending}
        empty={
          lista.isError
            ? 'No se pudo cargar el regear'
            : estado === 'aprobado'
              ? 'Ningún regear aprobado por pagar'
              : 'Ningún regear pagado'
        }
        minWidth="30rem"
        apilada
        className="pagos-tabla"
        rowAttrs={(r) => ({ 'data-testid': `regear-${r.id_reclamo}` })}
        pagina={pagina.pager(lista.data?.count ?? 0, `Páginas del regear del periodo ${idPeriodo}`, { mostrar: 'varias' })}
      />
      <ConfirmDialog
        visible={confirmar !== null}
        onHide={() => setConfirmar(null)}
        appendTo={document.body}
        header={confirmar === 'lote' ? 'Pagar regear seleccionado' : 'Pagar regear'}
        message={
          confirmar === 'lote'
            ? preguntaLoteRegear(lote.seleccionados)
            : confirmar
              ? `¿Pagar ${formatSilver(confirmar.silver)} a ${confirmar.nickname} por el regear #${confirmar.id_reclamo}? Hágalo después de entregarle la plata en el juego.`
              : null
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel="Sí, pagar"
        rejectLabel="No"
        defaultFocus="accept"
        accept={() => (confirmar === 'lote' ? lote.pagarSeleccionados() : confirmar ? onPagar(confirmar) : undefined)}
      />
    </section>
  );
}
