// The withdrawals' queue (docs/libro.md, «Retiros»): the pending ones first (the reviewers' view), by
// state. «Aprobar» and «Pagar» ask to confirm as the payments dialog does; «Rechazar» and «Deshacer
// pago» (a paid one, for who pays) ask a reason.
// The server decides who may and whether the state still allows it: a refusal shows its sentence.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useQueryClient } from '@tanstack/react-query';
import { ESTADOS_RETIRO, PAGE_SIZE, TEXTO_MAX, type EstadoRetiro, type Retiro } from '@reparto/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { enfocarRespuesta } from '../../../components/focus';
import { RazonInput } from '../../../components/razon-input';
import { Tabla, type Columna } from '../../../components/tabla';
import { useSaveToasts } from '../../../components/toast';
import { usePagina } from '../../../components/use-pagina';
import { errorMessage } from '../../../lib/api-client';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { textosNucleo } from '../../../lib/textos';
import { tesoreriaKeys } from '../api/keys';
import { useDecidirRetiro, useRetirosCola } from '../api/retiros';
import { CLAVE_ESTADO } from './nombres';
import { textosTesoreria } from '../textos';

const SEVERIDAD: Record<EstadoRetiro, 'warning' | 'info' | 'danger' | 'success' | 'secondary'> = {
  pendiente: 'warning',
  aprobado: 'info',
  rechazado: 'danger',
  pagado: 'success',
  cancelado: 'secondary',
};

/** Refreshes the whole screen after a decision (balances move when a withdrawal is paid). */
function useRefrescar() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: tesoreriaKeys.all });
}

export function Retiros({ revisa, paga }: { revisa: boolean; paga: boolean }) {
  const t = useTextos(textosTesoreria);
  const { plata, fecha } = useFormato();
  // Who only pays starts on the approved ones; the reviewers on the pending ones.
  const [estado, setEstado] = useState<EstadoRetiro | ''>(revisa || !paga ? 'pendiente' : 'aprobado');
  const pagina = usePagina(PAGE_SIZE);
  const retiros = useRetirosCola(estado, pagina.page);
  const decidir = useDecidirRetiro();
  const saveToasts = useSaveToasts();
  const refrescar = useRefrescar();
  const [confirmar, setConfirmar] = useState<{ accion: 'aprobar' | 'pagar'; retiro: Retiro } | null>(null);
  const [conRazon, setConRazon] = useState<{ accion: AccionConRazon; retiro: Retiro } | null>(null);

  const enviar = (accion: 'aprobar' | 'pagar', r: Retiro) =>
    decidir.mutate(
      { accion, idRetiro: r.id_retiro },
      saveToasts(
        () => [t(accion === 'aprobar' ? 'retiros.aprobado' : 'retiros.pagado'), t('retiros.numero', { id: r.id_retiro })],
        refrescar,
      ),
    );
  const ocupado = (r: Retiro, accion: 'aprobar' | 'pagar') =>
    decidir.isPending && decidir.variables?.idRetiro === r.id_retiro && decidir.variables.accion === accion;

  const columnas: Columna<Retiro>[] = [
    { header: '#', body: (r) => r.id_retiro },
    { header: t('retiros.jugador'), body: (r) => r.nickname },
    { header: t('retiros.fecha'), body: (r) => fecha(r.fecha) },
    { header: t('retiros.plata'), className: 'tesoreria-cifra', body: (r) => plata(r.silver) },
    { header: t('retiros.estado'), body: (r) => <Tag severity={SEVERIDAD[r.estado]} value={t(CLAVE_ESTADO[r.estado])} /> },
    {
      header: t('retiros.detalle'),
      body: (r) =>
        [
          r.razon ? t('retiros.razon', { razon: r.razon }) : null,
          r.revisado_por ? t('retiros.revisadoPor', { nickname: r.revisado_por }) : null,
          r.pagado_por ? t('retiros.pagadoPor', { nickname: r.pagado_por }) : null,
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      header: t('retiros.acciones'),
      body: (r) => (
        <span className="tesoreria-acciones">
          {r.estado === 'pendiente' && revisa ? (
            <>
              <Button
                type="button"
                label={t('retiros.aprobar')}
                icon="pi pi-check"
                size="small"
                aria-label={t('retiros.aprobarDe', { id: r.id_retiro })}
                loading={ocupado(r, 'aprobar')}
                onClick={() => setConfirmar({ accion: 'aprobar', retiro: r })}
              />
              <Button
                type="button"
                label={t('retiros.rechazar')}
                icon="pi pi-times"
                size="small"
                severity="danger"
                outlined
                aria-label={t('retiros.rechazarDe', { id: r.id_retiro })}
                onClick={() => setConRazon({ accion: 'rechazar', retiro: r })}
              />
            </>
          ) : null}
          {r.estado === 'aprobado' && paga ? (
            <Button
              type="button"
              label={t('retiros.pagar')}
              icon="pi pi-wallet"
              size="small"
              severity="success"
              aria-label={t('retiros.pagarDe', { id: r.id_retiro })}
              loading={ocupado(r, 'pagar')}
              onClick={() => setConfirmar({ accion: 'pagar', retiro: r })}
            />
          ) : null}
          {r.estado === 'pagado' && paga ? (
            <Button
              type="button"
              label={t('retiros.deshacer')}
              icon="pi pi-undo"
              size="small"
              severity="warning"
              outlined
              aria-label={t('retiros.deshacerDe', { id: r.id_retiro })}
              onClick={() => setConRazon({ accion: 'deshacerPago', retiro: r })}
            />
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="tesoreria-retiros" className="tesoreria-seccion">
      <div className="tesoreria-cabecera">
        <h2 id="tesoreria-retiros">{t('retiros.titulo')}</h2>
        <span className="tesoreria-campo">
          <label htmlFor="tesoreria-estado">{t('retiros.filtro')}</label>
          <select
            id="tesoreria-estado"
            className="p-inputtext p-component"
            value={estado}
            onChange={(e) => {
              setEstado(e.target.value as EstadoRetiro | '');
              pagina.reiniciar();
            }}
          >
            {ESTADOS_RETIRO.map((e) => (
              <option key={e} value={e}>
                {t(CLAVE_ESTADO[e])}
              </option>
            ))}
            <option value="">{t('retiros.todos')}</option>
          </select>
        </span>
      </div>
      {retiros.isError ? <Message severity="error" text={t('retiros.error', { error: errorMessage(retiros.error) })} /> : null}
      <Tabla
        label={t('retiros.titulo')}
        columns={columnas}
        rows={retiros.data?.message ?? []}
        rowKey={(r) => r.id_retiro}
        loading={retiros.isFetching}
        empty={t('retiros.vacio')}
        apilada
        minWidth="44rem"
        pagina={pagina.pager(retiros.data?.count ?? 0, t('retiros.paginas'), { mostrar: 'varias' })}
      />
      <ConfirmDialog
        visible={confirmar !== null}
        onHide={() => setConfirmar(null)}
        appendTo={document.body}
        header={
          confirmar
            ? t(confirmar.accion === 'aprobar' ? 'retiros.aprobarDe' : 'retiros.pagarDe', { id: confirmar.retiro.id_retiro })
            : ''
        }
        message={
          confirmar
            ? t(confirmar.accion === 'aprobar' ? 'retiros.aprobarPregunta' : 'retiros.pagarPregunta', {
                id: confirmar.retiro.id_retiro,
                nickname: confirmar.retiro.nickname,
                silver: plata(confirmar.retiro.silver),
              })
            : null
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('si')}
        rejectLabel={t('no')}
        defaultFocus="accept"
        onShow={enfocarRespuesta('accept')}
        accept={() => (confirmar ? enviar(confirmar.accion, confirmar.retiro) : undefined)}
      />
      {conRazon ? (
        <RazonRetiro accion={conRazon.accion} retiro={conRazon.retiro} onHide={() => setConRazon(null)} onHecho={refrescar} />
      ) : null}
    </section>
  );
}

type AccionConRazon = 'rechazar' | 'deshacerPago';

/** What each decision with a reason says: its title, its context, its button, its missing reason, its toast. */
const CON_RAZON = {
  rechazar: {
    cabecera: 'retiros.rechazarDe',
    contexto: 'retiros.rechazarContexto',
    boton: 'retiros.rechazar',
    falta: 'retiros.faltaRazon',
    hecho: 'retiros.rechazado',
    icono: 'pi pi-times',
  },
  deshacerPago: {
    cabecera: 'retiros.deshacerDe',
    contexto: 'retiros.deshacerContexto',
    boton: 'retiros.deshacer',
    falta: 'retiros.faltaRazonDeshacer',
    hecho: 'retiros.deshecho',
    icono: 'pi pi-undo',
  },
} as const;

function RazonRetiro({
  accion,
  retiro,
  onHide,
  onHecho,
}: {
  accion: AccionConRazon;
  retiro: Retiro;
  onHide: () => void;
  onHecho: () => void;
}) {
  const t = useTextos(textosTesoreria);
  const nucleo = useTextos(textosNucleo);
  const { plata } = useFormato();
  const [razon, setRazon] = useState('');
  const [intentado, setIntentado] = useState(false);
  const decidir = useDecidirRetiro();
  const saveToasts = useSaveToasts();
  const textos = CON_RAZON[accion];
  const falta = razon.trim() === '' ? t(textos.falta) : undefined;
  const enviar = () => {
    setIntentado(true);
    if (falta) return;
    decidir.mutate(
      { accion, idRetiro: retiro.id_retiro, razon: razon.trim() },
      saveToasts(
        () => [t(textos.hecho), t('retiros.numero', { id: retiro.id_retiro })],
        () => {
          onHecho();
          onHide();
        },
      ),
    );
  };
  return (
    <ActionDialog
      header={t(textos.cabecera, { id: retiro.id_retiro })}
      onHide={onHide}
      width="30rem"
      action={{
        label: t(textos.boton),
        icon: textos.icono,
        severity: 'danger',
        loading: decidir.isPending,
        onClick: enviar,
      }}
    >
      <div className="form-grid">
        <p className="dialog-context">
          {t(textos.contexto, { id: retiro.id_retiro, nickname: retiro.nickname, silver: plata(retiro.silver) })}
        </p>
        <label htmlFor="retiro-razon">{nucleo('razon.etiqueta')}</label>
        <RazonInput
          id="retiro-razon"
          campo={nucleo('razon.campo')}
          value={razon}
          onChange={setRazon}
          rows={2}
          autoFocus
          max={TEXTO_MAX}
          error={intentado ? falta : undefined}
        />
      </div>
    </ActionDialog>
  );
}
