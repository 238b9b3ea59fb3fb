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
import { REGEAR_PAGE_SIZE, type Reclamo } from '@reparto/contract';
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
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { nombreEstadoReclamo } from '../../../lib/i18n/nombres';
import { textosPeriodosDialogos } from './textos';

const VISTAS = [
  { estado: 'aprobado', clave: 'regear.porPagar' },
  { estado: 'pagado', clave: 'regear.pagados' },
] as const satisfies readonly { estado: EstadoRegearPago; clave: string }[];

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
  const t = useTextos(textosPeriodosDialogos);
  const { plata, entero } = useFormato();
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
        ...saveToasts(() => [
          t('regear.pagado'),
          t('regear.pagadoDetalle', { id: r.id_reclamo, nickname: r.nickname, silver: plata(r.silver) }),
        ]),
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
            label={t('pago.pagar')}
            icon="pi pi-check"
            nombre={t('regear.pagarDe', { id: r.id_reclamo, nickname: r.nickname })}
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
    ...(habilitado && estado === 'aprobado' ? [{ header: t('col.elegir'), body: lote.casilla }] : []),
    { header: t('regear'), body: (r) => `#${r.id_reclamo}` },
    { header: t('jugador'), body: (r) => <JugadorLink nickname={r.nickname} /> },
    { header: t('col.plata'), body: (r) => plata(r.silver) },
    {
      header: t('col.estado'),
      body: (r) => <Tag severity={r.estado === 'pagado' ? 'success' : 'warning'} value={nombreEstadoReclamo(r.estado)} />,
    },
    ...(conPagar ? [{ header: t('col.acciones'), body: acciones, className: ACCIONES_APILADAS }] : []),
  ];

  const cuenta = (q: typeof aprobados) => (q.data ? ` (${entero(q.data.count)})` : '');
  return (
    <section className="regear-pagos" aria-labelledby={`regear-pagos-${idPeriodo}`} data-testid="regear-pagos">
      <div className="regear-pagos-cabecera">
        <h3 id={`regear-pagos-${idPeriodo}`}>{t('regear')}</h3>
        <div className="periodos-filtro" role="group" aria-label={t('regear.mostrar')}>
          {VISTAS.map((v) => (
            <Button
              key={v.estado}
              type="button"
              label={`${t(v.clave)}${cuenta(v.estado === 'aprobado' ? aprobados : pagados)}`}
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
            <ExportarCsvButton archivo="regear.csv" params={{ idPeriodo }} ariaLabel={t('regear.exportar')} />
          </span>
        ) : null}
      </div>
      {habilitado && estado === 'aprobado' ? lote.barra(() => setConfirmar('lote')) : null}
      <Tabla
        label={t('regear.titulo', { id: idPeriodo })}
        columns={columnas}
        rows={filas}
        rowKey={(r) => r.id_reclamo}
        loading={lista.isPending}
        empty={lista.isError ? t('regear.error') : estado === 'aprobado' ? t('regear.sinAprobados') : t('regear.sinPagados')}
        minWidth="30rem"
        apilada
        className="pagos-tabla"
        rowAttrs={(r) => ({ 'data-testid': `regear-${r.id_reclamo}` })}
        pagina={pagina.pager(lista.data?.count ?? 0, t('regear.paginas', { id: idPeriodo }), { mostrar: 'varias' })}
      />
      <ConfirmDialog
        visible={confirmar !== null}
        onHide={() => setConfirmar(null)}
        appendTo={document.body}
        header={confirmar === 'lote' ? t('rlote.pagar') : t('regear.pagarTitulo')}
        message={
          confirmar === 'lote'
            ? preguntaLoteRegear(lote.seleccionados)
            : confirmar
              ? t('regear.pregunta', { silver: plata(confirmar.silver), nickname: confirmar.nickname, id: confirmar.id_reclamo })
              : null
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('siPagar')}
        rejectLabel={t('no')}
        defaultFocus="accept"
        accept={() => (confirmar === 'lote' ? lote.pagarSeleccionados() : confirmar ? onPagar(confirmar) : undefined)}
      />
    </section>
  );
}
