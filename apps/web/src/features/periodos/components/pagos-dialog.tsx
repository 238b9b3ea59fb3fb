import { useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { Checkbox } from 'primereact/checkbox';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { ESTADO_PERIODO, PAGOS_PAGE_SIZE, type PagoRow, type Periodo } from '@reparto/contract';
import { useSaveToasts, useToast } from '../../../components/toast';
import { ActionDialog } from '../../../components/action-dialog';
import { enfocarRespuesta } from '../../../components/focus';
import { JugadorLink } from '../../../components/jugador-link';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { useSession } from '../../../lib/session';
import { useTablaDePagoPagina } from '../api/get-tabla-pago-pagina';
import { Tabla, type Columna } from '../../../components/tabla';
import { usePagina } from '../../../components/use-pagina';
import { usePagarJugador } from '../api/pagar-jugador';
import { useCerrarDistribucion } from '../api/cerrar-distribucion';
import { chestConfig } from '../chest-config';
import { copiarTexto } from '../copiar';
import { esDistribuidorDe, puedePagar } from '../periodo-reglas';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodosDialogos } from './textos';
import { NOMBRE_ESTADO } from './estados';
import { FondoGremio } from '../../../components/fondo-gremio';
import { useFondoGremio } from '../../../lib/consultas/fondo-gremio';
import { Conciliacion } from './conciliacion';
import { PagoAcciones } from './pago-acciones';
import { CopiaManual } from './copia-manual';
import { preguntaLote, useLotePagos } from './pago-lote';
import { RegearPagos } from './regear-pagos';
import { PagosMiembros } from './pagos-miembros';

/**
 * Payments table of a period (docs/domain.md, "Screens and texts"): a row per player with the house
 * and chest its share goes to, 'Pagar' for the period's distributor in state 2, 'Copiar' for the chest
 * configuration (or the nickname alone), and 'Finalizar distribución' once every payment is done.
 * Paying and finalizing ask first: neither is a click to make by mistake. The server pages the rows
 * (25 by nickname), filters them (a part of the nickname, «Solo pendientes») and counts the period's
 * payments ("Pagados N de M"). Under the shares, the period's regear lines (regear-pagos.tsx).
 */
export function PagosDialog({ periodo, onHide }: { periodo: Periodo | null; onHide: () => void }) {
  return periodo ? <PagosTable key={periodo.id_periodo} periodo={periodo} onHide={onHide} /> : null;
}

function PagosTable({ periodo, onHide }: { periodo: Periodo; onHide: () => void }) {
  const t = useTextos(textosPeriodosDialogos);
  const { plata, entero } = useFormato();
  const session = useSession();
  const toast = useToast();
  const saveToasts = useSaveToasts();
  // Server-side paging and filters (POST /tablaDePago with page, nickname and pendientes).
  const [busqueda, setBusqueda] = useState('');
  const pagina = usePagina(PAGOS_PAGE_SIZE);
  const [pendientes, setPendientes] = useState(false);
  const filtro = { page: pagina.page, nickname: busqueda.trim().toLowerCase(), pendientes };
  const tabla = useTablaDePagoPagina(periodo.id_periodo, filtro);
  const fondo = useFondoGremio(periodo.id_periodo);
  const pagar = usePagarJugador();
  const finalizar = useCerrarDistribucion();
  const [pagando, setPagando] = useState<number | null>(null);
  const [confirmar, setConfirmar] = useState<{ pagar: PagoRow } | 'finalizar' | 'lote' | null>(null);
  const [copiaManual, setCopiaManual] = useState<string | null>(null);

  const rows = tabla.data?.message ?? [];
  // The rows repeat the period's current distributor and state: prefer them over the table row.
  const actual = {
    distribuidor_nickname: rows[0]?.distribuidor_nickname ?? periodo.distribuidor_nickname,
    id_estado_distribucion: rows[0]?.estado_distribucion ?? periodo.id_estado_distribucion,
  };
  // A period in `acumular` (docs/libro.md): its close credited every share to the balances, so nobody
  // pays here and the distributor finalizes it without payments.
  const acumula = periodo.modo_pago === 'acumular';
  const habilitado = !acumula && puedePagar(session, actual);
  const estadoNombre = NOMBRE_ESTADO[actual.id_estado_distribucion];
  const esDistribuidor = esDistribuidorDe(session, actual.distribuidor_nickname);
  const pagados = tabla.data?.pagados ?? 0;
  const jugadores = tabla.data?.jugadores ?? 0;
  const completos = tabla.isSuccess && !tabla.isPlaceholderData && pagados === jugadores;
  const lote = useLotePagos(periodo.id_periodo, rows);
  const ocupado = pagar.isPending || lote.enviando;

  const onPagar = (row: PagoRow) => {
    setPagando(row.id_player);
    pagar.mutate(
      { id_player: row.id_player, idPeriodo: periodo.id_periodo },
      {
        ...saveToasts(() => [
          t('pagos.registrado'),
          t('pagos.registradoDetalle', { nickname: row.nickname, silver: plata(row.sum) }),
        ]),
        onSettled: () => setPagando(null),
      },
    );
  };

  const copiar = async (texto: string, resumen: string, detalle: string) => {
    if (await copiarTexto(texto)) {
      setCopiaManual(null);
      toast.show('info', resumen, detalle);
    } else setCopiaManual(texto);
  };
  const onCopiar = (row: PagoRow) =>
    void copiar(chestConfig(row, periodo.id_periodo), t('copia.config'), t('copia.configDetalle', { nickname: row.nickname }));
  const onCopiarNickname = (row: PagoRow) =>
    void copiar(row.nickname, t('copia.nickname'), t('copia.nicknameDetalle', { nickname: row.nickname }));

  const onFinalizar = () =>
    finalizar.mutate(
      periodo.id_periodo,
      saveToasts(() => [t('pagos.finalizada'), t('pagos.finalizadaDetalle', { id: periodo.id_periodo })], onHide),
    );

  const estadoBody = (row: PagoRow) =>
    row.esta_pagado ? (
      <Tag severity="success" value={t('pago.pagado')} />
    ) : (
      <Tag severity="warning" value={t('pago.pendiente')} />
    );

  const accionesBody = (row: PagoRow) => (
    <PagoAcciones
      row={row}
      conPagar={session.status === 'authenticated'}
      habilitado={habilitado}
      pagando={pagar.isPending && pagando === row.id_player}
      ocupado={ocupado && !(pagar.isPending && pagando === row.id_player)}
      onPagar={(r) => setConfirmar({ pagar: r })}
      onCopiar={onCopiar}
      onCopiarNickname={onCopiarNickname}
    />
  );

  const cofreBody = (r: PagoRow) =>
    r.casa !== null && r.cofre !== null ? t('pagos.casaCofre', { casa: r.casa, cofre: r.cofre }) : '—';

  const columnas: Columna<PagoRow>[] = [
    ...(habilitado ? [{ header: t('col.elegir'), body: lote.casilla }] : []),
    { header: t('nickname'), body: (r) => <JugadorLink nickname={r.nickname} /> },
    { header: t('col.plata'), body: (r) => plata(r.sum) },
    { header: t('col.cofre'), body: cofreBody, className: 'pagos-cofre' },
    { header: t('col.estado'), body: estadoBody },
    { header: t('col.acciones'), body: accionesBody, className: ACCIONES_APILADAS },
  ];

  const footer = (
    <div className="dialog-footer pagos-footer">
      <span className="pagos-progreso" data-testid="pagos-progreso">
        {t('pagos.progreso', { pagados: entero(pagados), jugadores: entero(jugadores) })}
      </span>
      {/* An icon alone on a phone (pagos.css): its name is said, not shown. */}
      <span className="pagos-exportar">
        <ExportarCsvButton archivo="pagos.csv" params={{ idPeriodo: periodo.id_periodo }} ariaLabel={t('pagos.exportar')} />
      </span>
      {esDistribuidor && actual.id_estado_distribucion === ESTADO_PERIODO.EN_DISTRIBUCION ? (
        <Button
          label={t('pagos.finalizar')}
          icon="pi pi-flag"
          className="pagos-finalizar"
          severity="success"
          disabled={!acumula && !completos}
          loading={finalizar.isPending}
          onClick={() => setConfirmar('finalizar')}
        />
      ) : null}
      <Button label={t('pagos.cerrar')} severity="secondary" text className="pagos-cerrar" onClick={onHide} />
    </div>
  );

  return (
    <ActionDialog
      header={t('pagos.tituloLugar', { id: periodo.id_periodo, lugar: periodo.lugar })}
      onHide={onHide}
      // Wide enough for every column on a 1366 px screen (the four row buttons on one line, the house
      // and chest in two lines at most), never wider than the screen (pagos.css); under 960 px, 94 % of it.
      width="80rem"
      breakpoint="960px"
      // Full screen on a phone (pagos.css): the cards get the whole height.
      className="periodos-dialog pagos-dialog"
      footer={footer}
    >
      <p className="dialog-context">
        {t('pagos.distribuidor')} <strong>{actual.distribuidor_nickname ?? t('sinAsignar')}</strong> · {t('pagos.estado')}{' '}
        <strong>{estadoNombre ? t(estadoNombre) : actual.id_estado_distribucion}</strong>
        {/* Why another signed-in account sees «Pagar» disabled. */}
        {session.status === 'authenticated' &&
        !acumula &&
        !esDistribuidor &&
        actual.id_estado_distribucion === ESTADO_PERIODO.EN_DISTRIBUCION ? (
          <span className="dialog-context-nota"> · {t('pagos.soloDistribuidor')}</span>
        ) : null}
      </p>
      {acumula ? (
        <p className="dialog-context pagos-acumula" role="note">
          {t('pagos.acumula')}
        </p>
      ) : null}
      <FondoGremio fondo={fondo.data?.message} loading={fondo.isPending} />
      {habilitado ? <Conciliacion idPeriodo={periodo.id_periodo} /> : null}
      {copiaManual !== null ? <CopiaManual texto={copiaManual} onCerrar={() => setCopiaManual(null)} /> : null}
      <div className="pagos-busqueda">
        <label htmlFor={`pagos-buscar-${periodo.id_periodo}`}>{t('pagos.buscar')}</label>
        <input
          id={`pagos-buscar-${periodo.id_periodo}`}
          className="p-inputtext p-component p-inputtext-sm"
          type="search"
          placeholder={t('pagos.buscarPh')}
          maxLength={100}
          value={busqueda}
          onChange={(e) => {
            setBusqueda(e.target.value);
            pagina.reiniciar();
          }}
        />
      </div>
      <div className="pagos-filtro">
        <Checkbox
          inputId="pagos-pendientes"
          checked={pendientes}
          onChange={(e) => {
            setPendientes(Boolean(e.checked));
            pagina.reiniciar();
          }}
        />
        <label htmlFor="pagos-pendientes">{t('pagos.soloPendientes')}</label>
      </div>
      <PagosMiembros idPeriodo={periodo.id_periodo} miembros={tabla.data?.miembros} habilitado={habilitado} />
      {habilitado ? lote.barra(() => setConfirmar('lote')) : null}
      <Tabla
        label={t('pagos.titulo', { id: periodo.id_periodo })}
        columns={columnas}
        rows={rows}
        rowKey={(r) => r.id_player}
        loading={tabla.isPending}
        empty={
          tabla.isError
            ? t('pagos.error')
            : filtro.nickname
              ? t('pagos.sinCoincidencias')
              : pendientes && jugadores > 0
                ? t('pagos.sinPendientes')
                : t('pagos.vacio')
        }
        altoMaximo="55vh"
        minWidth="36rem"
        apilada
        className="pagos-tabla"
        pagina={pagina.pager(tabla.data?.count ?? 0, t('pagos.paginas', { id: periodo.id_periodo }), { mostrar: 'varias' })}
      />
      <RegearPagos idPeriodo={periodo.id_periodo} conPagar={session.status === 'authenticated'} habilitado={habilitado} />
      <ConfirmDialog
        visible={confirmar !== null}
        onHide={() => setConfirmar(null)}
        appendTo={document.body}
        header={confirmar === 'finalizar' ? t('pagos.finalizar') : confirmar === 'lote' ? t('lote.pagar') : t('pagos.registrar')}
        message={
          confirmar === 'finalizar'
            ? `${periodo.silver_albion === 0 ? `${t('pagos.ceroAviso')} ` : ''}${t('pagos.finalizarPregunta', { id: periodo.id_periodo })}`
            : confirmar === 'lote'
              ? preguntaLote(lote.seleccionados)
              : confirmar
                ? t('pagos.pagarPregunta', { silver: plata(confirmar.pagar.sum), nickname: confirmar.pagar.nickname })
                : null
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel={confirmar === 'finalizar' ? t('pagos.siFinalizar') : t('siPagar')}
        // Finalizing cannot be undone: the safe choice has the focus, a single Enter does not commit.
        defaultFocus={confirmar === 'finalizar' ? 'reject' : 'accept'}
        onShow={enfocarRespuesta(confirmar === 'finalizar' ? 'reject' : 'accept')}
        rejectLabel={t('no')}
        accept={() =>
          confirmar === 'finalizar'
            ? onFinalizar()
            : confirmar === 'lote'
              ? lote.pagarSeleccionados()
              : confirmar
                ? onPagar(confirmar.pagar)
                : undefined
        }
      />
    </ActionDialog>
  );
}
